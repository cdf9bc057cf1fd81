import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import {CATALOGUE, euros} from '@site/src/demo-data/material-display';

const CATEGORIES = ['Frames', 'Wheels', 'Parts', 'Apparel'] as const;

export default function ListStickySubheader() {
  return (
    <List
      aria-label="Catalogue by category"
      // A scrolling box takes focus, so keyboard users can scroll it too.
      tabIndex={0}
      sx={{
        width: '100%',
        maxWidth: 360,
        bgcolor: 'background.paper',
        position: 'relative',
        overflow: 'auto',
        maxHeight: 300,
        '& ul': {padding: 0},
      }}
      subheader={<li />}
    >
      {CATEGORIES.map((category) => (
        <li key={category}>
          <ul>
            <ListSubheader>{category}</ListSubheader>
            {CATALOGUE.filter((item) => item.category === category).map((item) => (
              <ListItem key={item.sku}>
                <ListItemText primary={item.name} secondary={euros(item.price)} />
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
