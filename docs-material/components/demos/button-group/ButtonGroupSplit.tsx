import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

const OPTIONS = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function ButtonGroupSplit() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState(1);
  const [done, setDone] = React.useState<string | null>(null);
  const anchorRef = React.useRef<HTMLDivElement>(null);

  const handleClose = (event: Event) => {
    // A click on the arrow itself toggles the menu; do not close it twice.
    if (anchorRef.current?.contains(event.target as HTMLElement)) return;
    setOpen(false);
  };

  return (
    <React.Fragment>
      <ButtonGroup variant="contained" ref={anchorRef} aria-label="Merge pull request">
        <Button onClick={() => setDone(OPTIONS[selected])}>{OPTIONS[selected]}</Button>
        <Button
          size="small"
          aria-controls={open ? 'split-button-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          aria-label="Choose the merge method"
          aria-haspopup="menu"
          onClick={() => setOpen((previous) => !previous)}
        >
          <ArrowDropDown />
        </Button>
      </ButtonGroup>
      <p style={{margin: '12px 0 0', fontSize: 14}}>{done ? `Done: ${done}` : 'Nothing merged yet'}</p>
      <Popper sx={{zIndex: 1}} open={open} anchorEl={anchorRef.current} transition disablePortal>
        {({TransitionProps, placement}) => (
          <Grow {...TransitionProps} style={{transformOrigin: placement === 'bottom' ? 'center top' : 'center bottom'}}>
            <Paper>
              <ClickAwayListener onClickAway={handleClose}>
                <MenuList id="split-button-menu" autoFocusItem>
                  {OPTIONS.map((option, index) => (
                    <MenuItem
                      key={option}
                      disabled={index === 2}
                      selected={index === selected}
                      onClick={() => {
                        setSelected(index);
                        setOpen(false);
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
    </React.Fragment>
  );
}
