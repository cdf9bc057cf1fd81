import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function AppBarColorOnDark() {
  return (
    // Switch the site to dark mode to see the difference: in light mode both bars look the same.
    <Stack spacing={2}>
      <AppBar position="static" color="primary">
        <Toolbar>
          <Typography variant="h6" component="div">
            Default: dark surface in dark mode
          </Typography>
        </Toolbar>
      </AppBar>
      <AppBar position="static" color="primary" enableColorOnDark>
        <Toolbar>
          <Typography variant="h6" component="div">
            enableColorOnDark: primary in both modes
          </Typography>
        </Toolbar>
      </AppBar>
    </Stack>
  );
}
