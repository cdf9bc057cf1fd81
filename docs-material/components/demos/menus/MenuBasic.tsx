import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

// The menu renders inside the demo (disablePortal); closing it, by a choice, Escape or a click
// outside, moves focus back to the button that opened it.
export default function MenuBasic() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [chosen, setChosen] = React.useState('No action yet');
  const open = Boolean(anchor);
  const choose = (action: string) => {
    setChosen(action);
    setAnchor(null);
  };
  return (
    <div>
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
        disablePortal
        slotProps={{list: {'aria-labelledby': 'basic-menu-button'}}}
      >
        <MenuItem onClick={() => choose('Marked as shipped')}>Mark as shipped</MenuItem>
        <MenuItem onClick={() => choose('Invoice printed')}>Print invoice</MenuItem>
        <MenuItem onClick={() => choose('Order cancelled')}>Cancel order</MenuItem>
      </Menu>
    </div>
  );
}
