import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import StarIcon from '@mui/icons-material/Star';

export default function ListInset() {
  return (
    <List sx={{width: '100%', maxWidth: 360, bgcolor: 'background.paper'}} aria-label="Mechanics">
      <ListItem disablePadding>
        <ListItemButton>
          <ListItemIcon>
            <StarIcon />
          </ListItemIcon>
          <ListItemText primary="Ada Okafor (workshop lead)" />
        </ListItemButton>
      </ListItem>
      {['Bruno Silva', 'Emeka Novak'].map((name) => (
        <ListItem key={name} disablePadding>
          <ListItemButton>
            <ListItemText inset primary={name} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
