import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CommentIcon from '@mui/icons-material/Comment';

const TASKS = ['Check tyre pressure', 'Lube the chain', 'Bleed the rear brake', 'Torque the stem bolts'];

export default function ListCheckbox() {
  const [done, setDone] = React.useState<string[]>([TASKS[0]!]);
  const toggle = (task: string) => setDone((current) => (current.includes(task) ? current.filter((t) => t !== task) : [...current, task]));
  return (
    <List sx={{width: '100%', maxWidth: 360, bgcolor: 'background.paper'}}>
      {TASKS.map((task) => {
        const labelId = `checkbox-list-${task.replace(/\s+/g, '-')}`;
        return (
          <ListItem
            key={task}
            secondaryAction={
              <IconButton edge="end" aria-label={`Comment on ${task}`}>
                <CommentIcon />
              </IconButton>
            }
            disablePadding
          >
            <ListItemButton role={undefined} onClick={() => toggle(task)} dense>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={done.includes(task)}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{input: {'aria-labelledby': labelId}}}
                />
              </ListItemIcon>
              <ListItemText id={labelId} primary={task} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
