import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import CallIcon from '@mui/icons-material/Call';
import {SHOP_PEOPLE} from '@site/src/demo-data/material-display';

export default function ListGutterless() {
  return (
    <List sx={{width: '100%', maxWidth: 360, bgcolor: 'background.paper'}}>
      {SHOP_PEOPLE.slice(0, 3).map((person) => (
        <ListItem
          key={person.id}
          disableGutters
          secondaryAction={
            <IconButton aria-label={`Call ${person.name}`}>
              <CallIcon />
            </IconButton>
          }
        >
          <ListItemText primary={person.name} secondary={`${person.role}, ${person.city}`} />
        </ListItem>
      ))}
    </List>
  );
}
