import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

// slots.transition swaps the default Grow for Fade.
export default function MenuFade() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const box = React.useRef<HTMLDivElement>(null);
  // The menu renders into this box, so it stays in the demo and the rest of the page stays readable.
  return (
    <div ref={box}>
      <Button
        aria-haspopup="menu"
        aria-controls={open ? 'fade-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Print
      </Button>
      <Menu
        id="fade-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        container={() => box.current}
        slots={{transition: Fade}}
      >
        <MenuItem onClick={() => setAnchor(null)}>Print the work order</MenuItem>
        <MenuItem onClick={() => setAnchor(null)}>Print a pick-up label</MenuItem>
        <MenuItem onClick={() => setAnchor(null)}>Print the receipt</MenuItem>
      </Menu>
    </div>
  );
}
