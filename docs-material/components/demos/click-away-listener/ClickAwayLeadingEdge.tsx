import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';

// mouseEvent="onMouseDown" and touchEvent="onTouchStart" react when the press starts, not when it ends.
export default function ClickAwayLeadingEdge() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={{height: 110}}>
      <ClickAwayListener mouseEvent="onMouseDown" touchEvent="onTouchStart" onClickAway={() => setOpen(false)}>
        <Box sx={{position: 'relative', display: 'inline-block'}}>
          <Button variant="outlined" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            Filters
          </Button>
          {open ? (
            <Box
              sx={{
                position: 'absolute',
                top: 44,
                left: 0,
                zIndex: 1,
                width: 260,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                typography: 'body2',
              }}
            >
              Closes as soon as the mouse button goes down outside.
            </Box>
          ) : null}
        </Box>
      </ClickAwayListener>
    </Box>
  );
}
