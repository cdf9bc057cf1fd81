import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';

// A Popper is not a modal: no backdrop, no focus trap, the page stays usable; the button toggles it.
export default function PopperBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  return (
    <Box sx={{height: 120}}>
      <Button
        variant="contained"
        aria-expanded={open}
        aria-controls={open ? 'popper-basic' : undefined}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        Toggle stock level
      </Button>
      <Popper id="popper-basic" open={open} anchorEl={anchorEl} disablePortal>
        <Paper variant="outlined" sx={{p: 1.5, mt: 1, typography: 'body2'}}>
          4 frames in stock, 2 on order.
        </Paper>
      </Popper>
    </Box>
  );
}
