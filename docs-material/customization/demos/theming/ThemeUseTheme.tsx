import Box from '@mui/material/Box';
import {useTheme} from '@mui/material/styles';

// useTheme returns the theme of the nearest ThemeProvider: here, the portal's.
export default function ThemeUseTheme() {
  const theme = useTheme();
  return (
    <Box component="dl" sx={{display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0}}>
      <dt>theme.palette.primary.main</dt>
      <dd style={{margin: 0}}>
        <code>{theme.palette.primary.main}</code>
      </dd>
      <dt>theme.vars.palette.primary.main</dt>
      <dd style={{margin: 0}}>
        <code>{theme.vars?.palette.primary.main}</code>
      </dd>
      <dt>theme.direction</dt>
      <dd style={{margin: 0}}>
        <code>{theme.direction}</code>
      </dd>
      <dt>theme.shape.borderRadius</dt>
      <dd style={{margin: 0}}>
        <code>{theme.shape.borderRadius}</code>
      </dd>
    </Box>
  );
}
