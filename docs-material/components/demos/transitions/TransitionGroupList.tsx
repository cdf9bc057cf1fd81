import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {TransitionGroup} from 'react-transition-group';

const PARTS = ['Chain, 12-speed', 'Brake pads', 'Inner tube 700x35', 'Bar tape', 'Cassette 11-50', 'Saddle'];

// TransitionGroup keeps a removed child mounted until its Collapse has closed. The Collapse is the
// list's <li> (its wrappers are divs) and TransitionGroup renders no element of its own
// (component={null}, a <div> by default), so the list keeps list items as its children.
export default function TransitionGroupList() {
  const [parts, setParts] = React.useState(PARTS.slice(0, 3));
  const next = PARTS.find((part) => !parts.includes(part));
  return (
    <div>
      <Button variant="outlined" disabled={!next} onClick={() => next && setParts((current) => [next, ...current])}>
        Add part to the order
      </Button>
      <List dense sx={{maxWidth: 360, height: 260, overflow: 'auto', mt: 1}}>
        <TransitionGroup component={null}>
          {parts.map((part) => (
            <Collapse key={part} component="li">
              <ListItem
                component="div"
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${part}`}
                    onClick={() => setParts((current) => current.filter((p) => p !== part))}
                  >
                    <DeleteOutline />
                  </IconButton>
                }
              >
                <ListItemText primary={part} />
              </ListItem>
            </Collapse>
          ))}
        </TransitionGroup>
      </List>
    </div>
  );
}
