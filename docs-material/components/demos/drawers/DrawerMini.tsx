import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';
import BuildIcon from '@mui/icons-material/Build';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import InventoryIcon from '@mui/icons-material/Inventory';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

const OPEN_WIDTH = 200;
const SECTIONS = [
  {label: 'Repairs', icon: <BuildIcon />},
  {label: 'Rentals', icon: <DirectionsBikeIcon />},
  {label: 'Stock', icon: <InventoryIcon />},
  {label: 'Invoices', icon: <ReceiptLongIcon />},
];

// A permanent drawer whose width animates between the icons (56 px) and icons with labels. Closed,
// each item keeps its name for screen readers through aria-label, since the label is hidden.
export default function DrawerMini() {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  const width = open ? OPEN_WIDTH : 56;
  const transition = theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.enteringScreen,
  });
  return (
    <Box sx={{position: 'relative', display: 'flex', height: 300, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1}}>
      <AppBar position="absolute" sx={{zIndex: (t) => t.zIndex.drawer + 1}}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={open ? 'Collapse the navigation' : 'Expand the navigation'}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
            sx={{mr: 2}}
          >
            {open ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
          <Typography variant="h6" noWrap component="div">
            Workshop
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{width, flexShrink: 0, transition}}
        slotProps={{paper: {sx: {position: 'absolute', width, overflowX: 'hidden', transition}}}}
      >
        <Toolbar />
        <List>
          {SECTIONS.map((section) => (
            <ListItem key={section.label} disablePadding sx={{display: 'block'}}>
              <ListItemButton aria-label={open ? undefined : section.label} sx={{minHeight: 48, px: 2}}>
                <ListItemIcon sx={{minWidth: 0, mr: open ? 2 : 'auto'}}>{section.icon}</ListItemIcon>
                <ListItemText primary={section.label} sx={{opacity: open ? 1 : 0}} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{flexGrow: 1, p: 2}}>
        <Toolbar />
        <Typography variant="body2">The icons stay in reach while the content keeps most of the width.</Typography>
      </Box>
    </Box>
  );
}
