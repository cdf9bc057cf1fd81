import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Portal from '@mui/material/Portal';

// The panel is rendered into another element (the dashed box) by a Portal. ClickAwayListener follows
// the React tree, not the DOM, so a click on the panel still counts as inside.
export default function ClickAwayPortal() {
  const [open, setOpen] = React.useState(false);
  const target = React.useRef<HTMLDivElement>(null);
  return (
    <Box sx={{height: 150}}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Box sx={{display: 'inline-block'}}>
          <Button variant="outlined" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            Show size guide
          </Button>
          {open ? (
            <Portal container={() => target.current}>
              <Box sx={{p: 1.5, typography: 'body2', bgcolor: 'background.paper'}}>
                Frame 54 fits riders from 170 to 178 cm. Clicking this text keeps it open.
              </Box>
            </Portal>
          ) : null}
        </Box>
      </ClickAwayListener>
      <Box ref={target} sx={{mt: 2, minHeight: 72, border: '1px dashed', borderColor: 'divider', borderRadius: 1}} />
    </Box>
  );
}
