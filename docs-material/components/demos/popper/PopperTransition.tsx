import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';

// With transition, Popper passes TransitionProps to its child function and unmounts only after the exit.
export default function PopperTransition() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  return (
    <Box sx={{height: 120}}>
      <Button variant="contained" aria-expanded={open} onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}>
        Toggle with a fade
      </Button>
      <Popper open={open} anchorEl={anchorEl} transition disablePortal>
        {({TransitionProps}) => (
          <Fade {...TransitionProps} timeout={350}>
            <Paper variant="outlined" sx={{p: 1.5, mt: 1, typography: 'body2'}}>
              Fades in over 350 ms.
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
