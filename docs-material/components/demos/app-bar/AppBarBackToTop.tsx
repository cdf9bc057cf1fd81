import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import {RIDES} from '@site/src/demo-data/material-feedback-surfaces';

export default function AppBarBackToTop() {
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);
  const trigger = useScrollTrigger({target: frame ?? undefined, disableHysteresis: true, threshold: 100});
  const top = React.useRef<HTMLDivElement>(null);
  const backToTop = () => {
    frame?.scrollTo({top: 0, behavior: 'smooth'});
    top.current?.focus({preventScroll: true});
  };
  return (
    <Box sx={{position: 'relative'}}>
      <Box ref={setFrame} sx={{height: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1}}>
        <AppBar position="sticky">
          <Toolbar>
            <Typography variant="h6" component="div" ref={top} tabIndex={-1}>
              Ride archive
            </Typography>
          </Toolbar>
        </AppBar>
        <Box sx={{p: 2}} tabIndex={0} role="region" aria-label="Ride archive, scrollable">
          {[1, 2, 3, 4].flatMap((round) =>
            RIDES.map((ride) => (
              <Typography key={`${round}-${ride.id}`} sx={{mb: 2}}>
                <strong>{ride.title}</strong>, round {round}: {ride.summary}
              </Typography>
            )),
          )}
        </Box>
      </Box>
      {/* Appears after 100 px of scrolling, in the frame's corner. */}
      <Zoom in={trigger}>
        <Fab size="small" color="secondary" aria-label="Back to top" onClick={backToTop} sx={{position: 'absolute', bottom: 16, right: 24}}>
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
