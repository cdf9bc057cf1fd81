import * as React from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

// ListSubheader titles each group; the arrow keys skip it, since it is not a menu item.
export default function MenuGrouped() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const box = React.useRef<HTMLDivElement>(null);
  // The menu renders into this box, so it stays in the demo and the rest of the page stays readable.
  return (
    <div ref={box}>
      <Button
        aria-haspopup="menu"
        aria-controls={open ? 'grouped-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add a service
      </Button>
      <Menu id="grouped-menu" anchorEl={anchor} open={open} onClose={close} container={() => box.current}>
        <ListSubheader>Wheels</ListSubheader>
        <MenuItem onClick={close}>True a wheel</MenuItem>
        <MenuItem onClick={close}>Fit tubeless tyres</MenuItem>
        <ListSubheader>Brakes</ListSubheader>
        <MenuItem onClick={close}>Bleed hydraulic brakes</MenuItem>
        <MenuItem onClick={close}>Replace brake pads</MenuItem>
      </Menu>
    </div>
  );
}
