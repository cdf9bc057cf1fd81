import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

export default function DividerVariants() {
  return (
    <Paper variant="outlined" sx={{maxWidth: 360}}>
      <List aria-label="Divider variants">
        <ListItem>
          <ListItemText primary="Above a full-width divider" />
        </ListItem>
        <Divider component="li" aria-hidden />
        <ListItem>
          <ListItemText primary="Above an inset divider" />
        </ListItem>
        <Divider variant="inset" component="li" aria-hidden />
        <ListItem>
          <ListItemText primary="Above a middle divider" />
        </ListItem>
        <Divider variant="middle" component="li" aria-hidden />
        <ListItem>
          <ListItemText primary="Last item" />
        </ListItem>
      </List>
    </Paper>
  );
}
