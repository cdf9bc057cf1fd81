import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MenuIcon from '@mui/icons-material/Menu';

const WIDTH = 200;
const SECTIONS = ['Dashboard', 'Repairs', 'Rentals', 'Stock'];

// A persistent drawer is not a modal: it sits beside the content, which moves over to make room,
// and stays open until its own close button is used. Focus moves into it on open and back out on close.
export default function DrawerPersistent({anchor = 'left'}: {anchor?: 'left' | 'right'}) {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  const openButton = React.useRef<HTMLButtonElement>(null);
  const closeButton = React.useRef<HTMLButtonElement>(null);
  const slide = theme.transitions.create(['margin', 'width'], {
    easing: open ? theme.transitions.easing.easeOut : theme.transitions.easing.sharp,
    duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
  });
  const start = anchor === 'left' ? 'ml' : 'mr';
  const closeIcon = (anchor === 'left') === (theme.direction === 'ltr') ? <ChevronLeftIcon /> : <ChevronRightIcon />;
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: anchor === 'left' ? 'row' : 'row-reverse',
        height: 300,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppBar position="absolute" sx={{transition: slide, ...(open && {width: `calc(100% - ${WIDTH}px)`, [start]: `${WIDTH}px`})}}>
        <Toolbar sx={{flexDirection: anchor === 'left' ? 'row' : 'row-reverse'}}>
          <IconButton
            ref={openButton}
            color="inherit"
            aria-label="Open the navigation"
            aria-expanded={open}
            onClick={() => {
              setOpen(true);
              requestAnimationFrame(() => closeButton.current?.focus());
            }}
            edge={anchor === 'left' ? 'start' : 'end'}
            sx={{mx: 1, ...(open && {display: 'none'})}}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" noWrap component="div" sx={{flexGrow: 1}}>
            Workshop
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="persistent"
        anchor={anchor}
        open={open}
        sx={{width: WIDTH, flexShrink: 0}}
        slotProps={{paper: {sx: {position: 'absolute', width: WIDTH}}}}
      >
        <Box
          sx={{display: 'flex', alignItems: 'center', justifyContent: anchor === 'left' ? 'flex-end' : 'flex-start', px: 1, minHeight: 56}}
        >
          <IconButton
            ref={closeButton}
            aria-label="Close the navigation"
            onClick={() => {
              setOpen(false);
              requestAnimationFrame(() => openButton.current?.focus());
            }}
          >
            {closeIcon}
          </IconButton>
        </Box>
        <Divider />
        <List>
          {SECTIONS.map((section) => (
            <ListItem key={section} disablePadding>
              <ListItemButton>
                <ListItemText primary={section} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{flexGrow: 1, p: 2, transition: slide, [start]: open ? 0 : `-${WIDTH}px`}}>
        <Toolbar />
        <Typography variant="body2">
          The content keeps its place next to the drawer: both stay usable while it is open, which suits tools a mechanic uses alongside the
          job list.
        </Typography>
      </Box>
    </Box>
  );
}
