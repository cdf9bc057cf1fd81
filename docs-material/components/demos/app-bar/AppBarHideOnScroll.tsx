import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import {RIDES} from '@site/src/demo-data/material-feedback-surfaces';

export default function AppBarHideOnScroll() {
  // The frame below is the scroll target; on a real page, leave `target` out to watch the window.
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);
  const trigger = useScrollTrigger({target: frame ?? undefined});
  return (
    <Box
      ref={setFrame}
      tabIndex={0}
      role="region"
      aria-label="Ride notes, scrollable"
      sx={{height: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1}}
    >
      {/* Slides away while scrolling down past 100 px, comes back on the first scroll up. */}
      <Slide appear={false} direction="down" in={!trigger}>
        <AppBar position="sticky">
          <Toolbar>
            <Typography variant="h6" component="div">
              Ride notes
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      <RideNotes />
    </Box>
  );
}

/** Enough text to scroll: every ride's summary, three times over with its numbers. */
function RideNotes() {
  return (
    <Box sx={{p: 2}}>
      {[1, 2, 3].flatMap((round) =>
        RIDES.map((ride) => (
          <Typography key={`${round}-${ride.id}`} sx={{mb: 2}}>
            <strong>
              {ride.title} ({ride.date}, week {round})
            </strong>
            : {ride.summary} {ride.distanceKm} km with {ride.climbM} m of climbing.
          </Typography>
        )),
      )}
    </Box>
  );
}
