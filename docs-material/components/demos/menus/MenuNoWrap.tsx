import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

const NOTES = [
  'Customer asked to keep the old saddle in the box',
  'Rear derailleur hanger slightly bent, straightened and checked',
  'Tubeless sealant topped up on both wheels, 30 ml each',
];

// A menu item is a flex row that does not wrap its text: long text would run past the paper.
// Typography with noWrap cuts it with an ellipsis inside a paper of fixed width.
export default function MenuNoWrap() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const box = React.useRef<HTMLDivElement>(null);
  // The menu renders into this box, so it stays in the demo and the rest of the page stays readable.
  return (
    <div ref={box}>
      <Button
        aria-haspopup="menu"
        aria-controls={open ? 'notes-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Workshop notes
      </Button>
      <Menu
        id="notes-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        container={() => box.current}
        slotProps={{paper: {sx: {width: 280}}}}
      >
        {NOTES.map((note) => (
          <MenuItem key={note} onClick={() => setAnchor(null)} title={note}>
            <Typography variant="inherit" noWrap>
              {note}
            </Typography>
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
