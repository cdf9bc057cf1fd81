import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme, type Breakpoint} from '@mui/material/styles';

export default function BreakpointQueries() {
  const theme = useTheme();
  // One hook call per breakpoint, always in the same order (hooks are never called in a loop or a condition).
  const xl = useMediaQuery(theme.breakpoints.up('xl'));
  const lg = useMediaQuery(theme.breakpoints.up('lg'));
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  const current: Breakpoint = xl ? 'xl' : lg ? 'lg' : md ? 'md' : sm ? 'sm' : 'xs';
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
