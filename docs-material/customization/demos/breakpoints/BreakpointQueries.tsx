import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme, type Breakpoint} from '@mui/material/styles';

export default function BreakpointQueries() {
  const theme = useTheme();
  const keys = [...theme.breakpoints.keys].reverse();
  // One hook call per key, in a fixed order (hooks must not be called conditionally).
  const matches = keys.map((key) => [key, useMediaQuery(theme.breakpoints.up(key))] as const);
  const current: Breakpoint = matches.find(([, match]) => match)?.[0] ?? 'xs';
  return (
    <Box
      sx={(t) => ({
        p: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
        borderInlineStart: 8,
        borderColor: 'error.main',
        [t.breakpoints.up('sm')]: {borderColor: 'warning.main'},
        [t.breakpoints.up('md')]: {borderColor: 'primary.main'},
        [t.breakpoints.up('lg')]: {borderColor: 'success.main'},
      })}
    >
      <Typography>
        This window is in the <strong>{current}</strong> range (useMediaQuery). The coloured edge changes at sm, md and lg
        (theme.breakpoints.up in sx).
      </Typography>
      <Typography variant="body2" component="code">
        {theme.breakpoints.up('md')}
      </Typography>
    </Box>
  );
}
