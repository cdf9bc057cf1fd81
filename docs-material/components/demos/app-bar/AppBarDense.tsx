import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

export default function AppBarDense() {
  return (
    <AppBar position="static">
      {/* dense: one fixed, lower height at every width; meant for desktop screens with a pointer. */}
      <Toolbar variant="dense">
        <IconButton edge="start" color="inherit" aria-label="Open the navigation" sx={{mr: 2}}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" color="inherit" component="div">
          Stock
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
