import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const WIDTH = 180;
const SECTIONS = ['Dashboard', 'Repairs', 'Rentals', 'Stock'];

// The app bar spans the whole width and the drawer starts under it: by default a drawer (z-index
// drawer) is drawn above an app bar (appBar), so the bar is raised one step above the drawer, and an
// empty Toolbar pushes the drawer's list below the bar.
export default function DrawerClipped() {
  return (
    <Box sx={{position: 'relative', display: 'flex', height: 280, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1}}>
      <AppBar position="absolute" sx={{zIndex: (theme) => theme.zIndex.drawer + 1}}>
        <Toolbar>
          <Typography variant="h6" noWrap component="div">
            Riverside Cycles
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" sx={{width: WIDTH, flexShrink: 0}} slotProps={{paper: {sx: {position: 'absolute', width: WIDTH}}}}>
        <Toolbar />
        <List>
          {SECTIONS.map((section) => (
            <ListItem key={section} disablePadding>
              <ListItemButton selected={section === 'Repairs'}>
                <ListItemText primary={section} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{flexGrow: 1, p: 2}}>
        <Toolbar />
        <Typography variant="body2">Six bikes in the workshop; two wait for parts.</Typography>
      </Box>
    </Box>
  );
}
