import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {SHOP_PEOPLE, initials} from '@site/src/demo-data/material-display';

const messages = [
  {
    from: SHOP_PEOPLE[0]!,
    subject: 'Gravel frame for Inês',
    body: 'The size 54 arrived this morning; I will build it up on Thursday after the brake bleed.',
  },
  {
    from: SHOP_PEOPLE[3]!,
    subject: 'Saturday opening',
    body: 'We open at nine this weekend because of the group ride. Please bring the rental bikes out first.',
  },
  {
    from: SHOP_PEOPLE[5]!,
    subject: 'Helmets out of stock',
    body: 'Size M is sold out until the next delivery; the supplier promised it for the 14th.',
  },
];

export default function ListAlignItems() {
  return (
    <List sx={{width: '100%', maxWidth: 420, bgcolor: 'background.paper'}}>
      {messages.map((message, index) => (
        <React.Fragment key={message.subject}>
          {index > 0 && <Divider variant="inset" component="li" aria-hidden />}
          <ListItem alignItems="flex-start">
            <ListItemAvatar>
              <Avatar sx={{bgcolor: `${message.from.color}.main`}}>{initials(message.from.name)}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={message.subject}
              secondary={
                <>
                  <Typography component="span" variant="body2" sx={{color: 'text.primary', display: 'inline'}}>
                    {message.from.name}
                  </Typography>
                  {` — ${message.body}`}
                </>
              }
            />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
