import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';

// Menu is a Popover (a modal). For a menu that leaves the page usable, with no backdrop and no scroll
// lock, compose Popper, ClickAwayListener and MenuList yourself, and give focus back by hand.
export default function MenuListComposition() {
  const [open, setOpen] = React.useState(false);
  const anchorRef = React.useRef<HTMLButtonElement>(null);
  const close = (event?: Event | React.SyntheticEvent) => {
    if (event && anchorRef.current?.contains(event.target as Node)) return;
    setOpen(false);
  };
  const previous = React.useRef(open);
  React.useEffect(() => {
    if (previous.current && !open) anchorRef.current?.focus();
    previous.current = open;
  }, [open]);
  return (
    <Stack direction="row" spacing={2} sx={{minHeight: 150}}>
      <Paper>
        <MenuList aria-label="Always visible">
          <MenuItem>Profile</MenuItem>
          <MenuItem>My orders</MenuItem>
          <MenuItem>Sign out</MenuItem>
        </MenuList>
      </Paper>
      <div>
        <Button
          ref={anchorRef}
          id="composition-button"
          aria-controls={open ? 'composition-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          aria-haspopup="menu"
          onClick={() => setOpen((value) => !value)}
        >
          Account
        </Button>
        <Popper open={open} anchorEl={anchorRef.current} placement="bottom-start" transition disablePortal sx={{zIndex: 1}}>
          {({TransitionProps, placement}) => (
            <Grow {...TransitionProps} style={{transformOrigin: placement === 'bottom-start' ? 'left top' : 'left bottom'}}>
              <Paper>
                <ClickAwayListener onClickAway={close}>
                  <MenuList
                    autoFocusItem={open}
                    id="composition-menu"
                    aria-labelledby="composition-button"
                    onKeyDown={(event) => {
                      if (event.key === 'Tab' || event.key === 'Escape') {
                        event.preventDefault();
                        setOpen(false);
                      }
                    }}
                  >
                    <MenuItem onClick={close}>Profile</MenuItem>
                    <MenuItem onClick={close}>My orders</MenuItem>
                    <MenuItem onClick={close}>Sign out</MenuItem>
                  </MenuList>
                </ClickAwayListener>
              </Paper>
            </Grow>
          )}
        </Popper>
      </div>
    </Stack>
  );
}
