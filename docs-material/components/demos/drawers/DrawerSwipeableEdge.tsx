import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

const EDGE = 56;

// A handle drawn at the bottom of the box invites a swipe up; swipeAreaWidth makes the whole handle
// (not only a 20 px strip) start the swipe, and the button does the same for mouse and keyboard.
// iOS Safari uses a swipe from the left edge to go back: disableSwipeToOpen is true there by default.
export default function DrawerSwipeableEdge() {
  const [box, setBox] = React.useState<HTMLDivElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <Box ref={setBox} sx={{position: 'relative', height: 320, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1}}>
      <Box sx={{p: 2}}>
        <Typography variant="body2">Basket: 3 items, 412 €</Typography>
      </Box>
      <Box
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: EDGE,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          borderTopLeftRadius: 12,
          borderTopRightRadius: 12,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
        }}
      >
        <Box sx={{width: 30, height: 6, borderRadius: 3, bgcolor: 'text.disabled'}} />
        <Button size="small" onClick={() => setOpen(true)}>
          Show the basket
        </Button>
      </Box>
      <SwipeableDrawer
        container={box}
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        swipeAreaWidth={EDGE}
        disableSwipeToOpen={false}
        SwipeAreaProps={{style: {position: 'absolute'}}}
        sx={{position: 'absolute'}}
        slotProps={{
          backdrop: {sx: {position: 'absolute'}},
          paper: {sx: {position: 'absolute', height: '70%', borderTopLeftRadius: 12, borderTopRightRadius: 12, p: 2}},
        }}
      >
        <Typography variant="subtitle1">Basket</Typography>
        <Typography variant="body2">Chain, 12-speed: 42 €</Typography>
        <Typography variant="body2">Cassette 11-50: 139 €</Typography>
        <Typography variant="body2">Dynamo light set: 231 €</Typography>
        <Button sx={{mt: 2}} onClick={() => setOpen(false)}>
          Close
        </Button>
      </SwipeableDrawer>
    </Box>
  );
}
