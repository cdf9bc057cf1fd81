import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const SORTS = ['Newest first', 'Price, low to high', 'Price, high to low'];

// A menu built from Popper: unlike Menu, no modal layer. It has to close on a click away and on
// Escape by itself, and put focus back on the button. Focus moves back once the menu has faded out:
// moved during the Enter that picks an item, the same key press would also reach the button and
// reopen the menu.
export default function PopperMenu() {
  const anchorRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const [sort, setSort] = React.useState(SORTS[0]!);
  const restoreFocus = React.useRef(false);
  const close = (thenFocusButton: boolean) => {
    restoreFocus.current = thenFocusButton;
    setOpen(false);
  };
  return (
    <Box sx={{height: 190}}>
      <Button
        ref={anchorRef}
        id="popper-menu-button"
        aria-controls={open ? 'popper-menu' : undefined}
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((o) => !o)}
      >
        Sort: {sort}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{display: 'inline', ml: 2}}>
        Listing sorted by {sort.toLowerCase()}
      </Typography>
      <Popper open={open} anchorEl={anchorRef.current} placement="bottom-start" transition disablePortal sx={{zIndex: 1}}>
        {({TransitionProps}) => (
          <Grow
            {...TransitionProps}
            onExited={() => {
              if (restoreFocus.current) anchorRef.current?.focus();
              restoreFocus.current = false;
              TransitionProps?.onExited();
            }}
            style={{transformOrigin: 'left top'}}
          >
            <Paper>
              <ClickAwayListener
                onClickAway={(event) => {
                  if (anchorRef.current?.contains(event.target as Node)) return;
                  close(false);
                }}
              >
                <MenuList
                  id="popper-menu"
                  aria-labelledby="popper-menu-button"
                  autoFocusItem
                  onKeyDown={(event) => {
                    if (event.key === 'Escape' || event.key === 'Tab') {
                      event.preventDefault();
                      close(true);
                    }
                  }}
                >
                  {SORTS.map((option) => (
                    <MenuItem
                      key={option}
                      selected={option === sort}
                      onClick={() => {
                        setSort(option);
                        close(true);
                      }}
                    >
                      {option}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Box>
  );
}
