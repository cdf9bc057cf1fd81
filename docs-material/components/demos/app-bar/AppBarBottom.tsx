import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

const MESSAGES = [
  {from: 'Amara Okafor', initials: 'AO', text: 'Can I move my service to Thursday?'},
  {from: 'Chen Wang', initials: 'CW', text: 'The spokes for the rear wheel arrived.'},
  {from: 'Rosa Fischer', initials: 'RF', text: 'Is the gravel ride still on if it rains?'},
  {from: 'Amara Okafor', initials: 'AO', text: 'Thanks, Thursday at 10:00 works.'},
  {from: 'Chen Wang', initials: 'CW', text: 'Wheel trued, ready for pick-up.'},
];

export default function AppBarBottom() {
  return (
    // A phone-sized frame: the list scrolls, the bar stays at the bottom of the frame.
    <Box sx={{position: 'relative', height: 320, maxWidth: 420, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden'}}>
      <List sx={{height: '100%', overflow: 'auto', pb: 9}}>
        {MESSAGES.map((message) => (
          <ListItem key={message.text} disablePadding>
            <ListItemButton>
              <ListItemAvatar>
                <Avatar sx={{bgcolor: 'primary.main'}}>{message.initials}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={message.from} secondary={message.text} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <AppBar position="absolute" color="primary" sx={{top: 'auto', bottom: 0}}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open the navigation">
            <MenuIcon />
          </IconButton>
          {/* The button straddles the bar's top edge, centred. */}
          <Fab color="secondary" aria-label="New message" sx={{position: 'absolute', zIndex: 1, top: -30, left: 0, right: 0, mx: 'auto'}}>
            <AddIcon />
          </Fab>
          <Box sx={{flexGrow: 1}} />
          <IconButton color="inherit" aria-label="Search messages">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
