import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';

const SORTS = ['Price, low to high', 'Price, high to low', 'Newest', 'Weight'];

// SwipeableDrawer follows the finger on touch screens: a swipe from the box's bottom edge opens it,
// a swipe down closes it. The swipe area is made absolute so it stays at this box's edge.
export default function DrawerSwipeable() {
  const [box, setBox] = React.useState<HTMLDivElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <Box
      ref={setBox}
      sx={{position: 'relative', height: 300, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1, p: 2}}
    >
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Sort the catalogue
      </Button>
      <SwipeableDrawer
        container={box}
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        SwipeAreaProps={{style: {position: 'absolute'}}}
        sx={{position: 'absolute'}}
        slotProps={{
          backdrop: {sx: {position: 'absolute'}},
          paper: {sx: {position: 'absolute', borderTopLeftRadius: 12, borderTopRightRadius: 12}},
        }}
      >
        <List>
          {SORTS.map((sort) => (
            <ListItem key={sort} disablePadding>
              <ListItemButton onClick={() => setOpen(false)}>
                <ListItemText primary={sort} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </SwipeableDrawer>
    </Box>
  );
}
