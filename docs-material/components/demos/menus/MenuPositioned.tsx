import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

// anchorOrigin picks the point of the button, transformOrigin the point of the menu placed on it:
// here the menu's bottom-left corner meets the button's top-left corner, so it opens upwards.
export default function MenuPositioned() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const box = React.useRef<HTMLDivElement>(null);
  // The menu renders into this box, so it stays in the demo and the rest of the page stays readable.
  return (
    <div ref={box} style={{paddingTop: 140}}>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={open ? 'positioned-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export as
      </Button>
      <Menu
        id="positioned-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        container={() => box.current}
        anchorOrigin={{vertical: 'top', horizontal: 'left'}}
        transformOrigin={{vertical: 'bottom', horizontal: 'left'}}
      >
        <MenuItem onClick={() => setAnchor(null)}>PDF</MenuItem>
        <MenuItem onClick={() => setAnchor(null)}>CSV</MenuItem>
        <MenuItem onClick={() => setAnchor(null)}>Excel workbook</MenuItem>
      </Menu>
    </div>
  );
}
