import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

// The menu renders inside the demo (its `container`); closing it, by a choice, Escape or a click
// outside, moves focus back to the button that opened it.
export default function MenuBasic() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [chosen, setChosen] = React.useState('No action yet');
  const open = Boolean(anchor);
  const choose = (action: string) => {
    setChosen(action);
    setAnchor(null);
  };
  const box = React.useRef<HTMLDivElement>(null);
  // The menu renders into this box, so it stays in the demo and the rest of the page stays readable.
  return (
    <div ref={box}>
      <Button
        id="basic-menu-button"
        aria-controls={open ? 'basic-menu' : undefined}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Order actions
      </Button>
      <Typography variant="body2" sx={{mt: 1}}>
        {chosen}
      </Typography>
      <Menu
        id="basic-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        container={() => box.current}
        slotProps={{list: {'aria-labelledby': 'basic-menu-button'}}}
      >
        <MenuItem onClick={() => choose('Marked as shipped')}>Mark as shipped</MenuItem>
        <MenuItem onClick={() => choose('Invoice printed')}>Print invoice</MenuItem>
        <MenuItem onClick={() => choose('Order cancelled')}>Cancel order</MenuItem>
      </Menu>
    </div>
  );
}
