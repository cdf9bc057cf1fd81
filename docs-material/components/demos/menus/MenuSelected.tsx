import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const OPTIONS = ['Pick-up at the shop', 'Courier, next working day', 'Post, 2 to 4 days', 'Freight (frames only)'];

// With the default variant="selectedMenu", the menu opens with focus on the selected item.
export default function MenuSelected() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [selected, setSelected] = React.useState(1);
  const open = Boolean(anchor);
  const box = React.useRef<HTMLDivElement>(null);
  // The menu renders into this box, so it stays in the demo and the rest of the page stays readable.
  return (
    <div ref={box}>
      <List component="nav" aria-label="Delivery settings" sx={{maxWidth: 360}}>
        <ListItemButton
          id="delivery-button"
          aria-haspopup="listbox"
          aria-controls={open ? 'delivery-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ListItemText primary="Delivery" secondary={OPTIONS[selected]} />
        </ListItemButton>
      </List>
      <Menu
        id="delivery-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        container={() => box.current}
        slotProps={{list: {'aria-labelledby': 'delivery-button', role: 'listbox'}}}
      >
        {OPTIONS.map((option, index) => (
          <MenuItem
            key={option}
            role="option"
            aria-selected={index === selected}
            disabled={index === 3}
            selected={index === selected}
            onClick={() => {
              setSelected(index);
              setAnchor(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
