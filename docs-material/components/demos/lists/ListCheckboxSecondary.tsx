import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import {SHOP_PEOPLE, initials} from '@site/src/demo-data/material-display';

const people = SHOP_PEOPLE.slice(0, 4);

export default function ListCheckboxSecondary() {
  const [invited, setInvited] = React.useState<number[]>([2]);
  const toggle = (id: number) => setInvited((current) => (current.includes(id) ? current.filter((i) => i !== id) : [...current, id]));
  return (
    <List dense sx={{width: '100%', maxWidth: 360, bgcolor: 'background.paper'}}>
      {people.map((person) => (
        <ListItem
          key={person.id}
          secondaryAction={
            <Checkbox
              edge="end"
              onChange={() => toggle(person.id)}
              checked={invited.includes(person.id)}
              slotProps={{input: {'aria-label': `Invite ${person.name}`}}}
            />
          }
          disablePadding
        >
          <ListItemButton>
            <ListItemAvatar>
              <Avatar sx={{bgcolor: `${person.color}.main`}}>{initials(person.name)}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={person.name} secondary={person.role} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
