import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const WIDTH = 200;
const SECTIONS = ['Dashboard', 'Repairs', 'Rentals', 'Stock', 'Invoices'];

function Navigation({onPick}: {onPick?: () => void}) {
  return (
    <List>
      {SECTIONS.map((section) => (
        <ListItem key={section} disablePadding>
          <ListItemButton selected={section === 'Repairs'} onClick={onPick}>
            <ListItemText primary={section} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

// From the md breakpoint the navigation is a permanent drawer beside the content; below it, a
// temporary drawer opened from the menu button. Narrow the window to see the switch.
export default function DrawerResponsive() {
  const [box, setBox] = React.useState<HTMLDivElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const inBox = {position: 'absolute'} as const;
  return (
    <Box
      ref={setBox}
      sx={{position: 'relative', display: 'flex', height: 340, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1}}
    >
      <AppBar position="absolute" sx={{width: {md: `calc(100% - ${WIDTH}px)`}, ml: {md: `${WIDTH}px`}}}>
        <Toolbar>
          <IconButton
            color="inherit"
            aria-label="Open the navigation"
            edge="start"
            onClick={() => setOpen(true)}
            sx={{mr: 2, display: {md: 'none'}}}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" noWrap component="div">
            Repairs
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="nav" aria-label="Shop sections" sx={{width: {md: WIDTH}, flexShrink: {md: 0}}}>
        <Drawer
          container={box}
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          sx={{display: {xs: 'block', md: 'none'}, ...inBox}}
          slotProps={{backdrop: {sx: inBox}, paper: {sx: {...inBox, width: WIDTH}}}}
        >
          <Navigation onPick={() => setOpen(false)} />
        </Drawer>
        <Drawer variant="permanent" open sx={{display: {xs: 'none', md: 'block'}}} slotProps={{paper: {sx: {...inBox, width: WIDTH}}}}>
          <Navigation />
        </Drawer>
      </Box>
      <Box component="main" sx={{flexGrow: 1, p: 2}}>
        <Toolbar />
        <Typography variant="body2">Six bikes in the workshop; two wait for parts, four are due today.</Typography>
      </Box>
    </Box>
  );
}
