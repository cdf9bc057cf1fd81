import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';

// Media features other than width: the reader's settings and input device.
const QUERIES = ['(prefers-reduced-motion: reduce)', '(prefers-color-scheme: dark)', '(hover: hover)', '(pointer: coarse)'];

function Query({query}: {query: string}) {
  const matches = useMediaQuery(query);
  return (
    <ListItem disablePadding>
      <ListItemText primary={query} secondary={matches ? 'matches' : 'does not match'} />
    </ListItem>
  );
}

export default function MediaQueryPreferences() {
  return (
    <List dense disablePadding>
      {QUERIES.map((query) => (
        <Query key={query} query={query} />
      ))}
    </List>
  );
}
