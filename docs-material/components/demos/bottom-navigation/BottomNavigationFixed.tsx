import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import InboxIcon from '@mui/icons-material/Inbox';
import ArchiveIcon from '@mui/icons-material/Archive';
import StarIcon from '@mui/icons-material/Star';

const MESSAGES = [
  {from: 'Lena Hoffmann', text: 'Is the gravel frame in size 54 back in stock?'},
  {from: 'Tomás Rivera', text: 'Booked a service for Thursday, 9:30.'},
  {from: 'Priya Nair', text: 'The rain jacket fits, thanks for the swap.'},
  {from: 'Kenji Watanabe', text: 'Could you true my rear wheel before Saturday?'},
  {from: 'Amara Okafor', text: 'Invoice 2024-118 paid by bank transfer.'},
  {from: 'Jonas Berg', text: 'Do you rent cargo bikes for a weekend?'},
  {from: 'Sofia Marino', text: 'My order of brake pads arrived, all good.'},
];

// In an app the bar is `position: fixed` at the bottom of the window; here it is absolute inside a
// phone-sized box, so it stays in the demo while the list scrolls under it.
export default function BottomNavigationFixed() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{position: 'relative', height: 320, maxWidth: 360, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden'}}>
      <Box sx={{height: '100%', overflowY: 'auto', pb: 7}} tabIndex={0} role="region" aria-label="Messages">
        <List>
          {MESSAGES.map((message) => (
            <ListItem key={message.from}>
              <ListItemText primary={message.from} secondary={message.text} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Paper elevation={3} sx={{position: 'absolute', bottom: 0, left: 0, right: 0}}>
        <BottomNavigation showLabels value={value} onChange={(_event, next: number) => setValue(next)}>
          <BottomNavigationAction label="Inbox" icon={<InboxIcon />} />
          <BottomNavigationAction label="Starred" icon={<StarIcon />} />
          <BottomNavigationAction label="Archive" icon={<ArchiveIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
