import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const WIDTH = 180;
const SECTIONS = ['Dashboard', 'Repairs', 'Rentals', 'Stock'];

// The drawer runs the full height beside the app bar, which is narrowed by the drawer's width.
export default function DrawerPermanentFullHeight() {
  return (
    <Box sx={{position: 'relative', display: 'flex', height: 280, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1}}>
      <AppBar position="absolute" sx={{width: `calc(100% - ${WIDTH}px)`, ml: `${WIDTH}px`}}>
        <Toolbar>
          <Typography variant="h6" noWrap component="div">
            Stock
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        anchor="left"
        sx={{width: WIDTH, flexShrink: 0}}
        slotProps={{paper: {sx: {position: 'absolute', width: WIDTH}}}}
      >
        <Toolbar>
          <Typography variant="subtitle2">Riverside Cycles</Typography>
        </Toolbar>
        <Divider />
        <List>
          {SECTIONS.map((section) => (
            <ListItem key={section} disablePadding>
              <ListItemButton selected={section === 'Stock'}>
                <ListItemText primary={section} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{flexGrow: 1, p: 2}}>
        <Toolbar />
        <Typography variant="body2">214 parts in stock, 9 below their reorder level.</Typography>
      </Box>
    </Box>
  );
}
