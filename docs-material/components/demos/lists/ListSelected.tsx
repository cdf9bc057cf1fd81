import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';

export default function ListSelected() {
  const [selected, setSelected] = React.useState('inbox');
  return (
    <Box sx={{width: '100%', maxWidth: 360, bgcolor: 'background.paper'}}>
      <List component="nav" aria-label="Mail folders">
        <ListItemButton selected={selected === 'inbox'} onClick={() => setSelected('inbox')}>
          <ListItemIcon>
            <InboxIcon />
          </ListItemIcon>
          <ListItemText primary="Customer requests" />
        </ListItemButton>
        <ListItemButton selected={selected === 'sent'} onClick={() => setSelected('sent')}>
          <ListItemIcon>
            <SendIcon />
          </ListItemIcon>
          <ListItemText primary="Sent quotes" />
        </ListItemButton>
      </List>
      <Divider />
      <List component="nav" aria-label="Archive">
        {['2024', '2023'].map((year) => (
          <ListItemButton key={year} selected={selected === year} onClick={() => setSelected(year)}>
            <ListItemText primary={`Archive ${year}`} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
