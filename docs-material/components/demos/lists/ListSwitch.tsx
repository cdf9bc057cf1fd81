import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import EmailIcon from '@mui/icons-material/Email';
import SmsIcon from '@mui/icons-material/Sms';

export default function ListSwitch() {
  const [on, setOn] = React.useState<string[]>(['email']);
  const toggle = (key: string) => setOn((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));
  return (
    <List
      sx={{width: '100%', maxWidth: 360, bgcolor: 'background.paper'}}
      subheader={<ListSubheader>Tell me when my bike is ready</ListSubheader>}
    >
      <ListItem>
        <ListItemIcon>
          <EmailIcon />
        </ListItemIcon>
        <ListItemText id="switch-list-email" primary="By email" />
        <Switch
          edge="end"
          onChange={() => toggle('email')}
          checked={on.includes('email')}
          slotProps={{input: {'aria-labelledby': 'switch-list-email'}}}
        />
      </ListItem>
      <ListItem>
        <ListItemIcon>
          <SmsIcon />
        </ListItemIcon>
        <ListItemText id="switch-list-sms" primary="By text message" />
        <Switch
          edge="end"
          onChange={() => toggle('sms')}
          checked={on.includes('sms')}
          slotProps={{input: {'aria-labelledby': 'switch-list-sms'}}}
        />
      </ListItem>
    </List>
  );
}
