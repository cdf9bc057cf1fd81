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
        color: 'common.white',
        bgcolor: 'error.dark',
        [t.breakpoints.up('sm')]: {bgcolor: 'warning.dark'},
        [t.breakpoints.up('md')]: {bgcolor: 'primary.dark'},
        [t.breakpoints.up('lg')]: {bgcolor: 'success.dark'},
      })}
    >
      <Typography>
        This window is in the <strong>{current}</strong> range (useMediaQuery). The background changes at sm, md and lg
        (theme.breakpoints.up in sx).
      </Typography>
      <Typography variant="body2" component="code">
        {theme.breakpoints.up('md')}
      </Typography>
    </Box>
  );
}
