import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';

// theme.vars holds var(--mui-...) references: the browser resolves them per colour scheme, so the
// same style is right in light and dark mode. The *Channel tokens take an alpha of your choice.
const Highlight = styled('div')(({theme}) => ({
  padding: theme.spacing(1.5),
  borderRadius: theme.vars?.shape.borderRadius,
  color: theme.vars?.palette.text.primary,
  backgroundColor: `rgba(${theme.vars?.palette.primary.mainChannel} / 0.12)`,
  border: `1px solid ${theme.vars?.palette.primary.main}`,
}));

export default function CssVarsUsage() {
  return (
    <Stack spacing={1} sx={{maxWidth: 460}}>
      <Highlight>Priority lane: parcels for the Riverside clinic are loaded first.</Highlight>
      <Box component="code" sx={{fontSize: 13, overflowWrap: 'anywhere'}}>
        background-color: rgba(var(--mui-palette-primary-mainChannel) / 0.12)
      </Box>
    </Stack>
  );
}
