import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import {RIDES} from '@site/src/demo-data/material-feedback-surfaces';

export default function AppBarElevateOnScroll() {
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);
  // Flat at the top, raised as soon as the content scrolls under the bar.
  const trigger = useScrollTrigger({target: frame ?? undefined, disableHysteresis: true, threshold: 0});
  return (
    <Box
      ref={setFrame}
      tabIndex={0}
      role="region"
      aria-label="Ride list, scrollable"
      sx={{height: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1}}
    >
      <AppBar position="sticky" color={trigger ? 'primary' : 'default'} elevation={trigger ? 4 : 0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            {trigger ? 'Rides (scrolled)' : 'Rides'}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{p: 2}}>
        {[1, 2, 3].flatMap((round) =>
          RIDES.map((ride) => (
            <Typography key={`${round}-${ride.id}`} sx={{mb: 2}}>
              <strong>{ride.title}</strong>: {ride.summary}
            </Typography>
          )),
        )}
      </Box>
    </Box>
  );
}
