import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';

const SIZES = [
  'XS (47 cm)',
  'S (50 cm)',
  'S/M (52 cm)',
  'M (54 cm)',
  'M/L (56 cm)',
  'L (58 cm)',
  'XL (60 cm)',
  'XXL (62 cm)',
  'XXXL (64 cm)',
];
const ITEM_HEIGHT = 48;

// A long list gets a fixed height (four and a half items, so the cut item shows there is more) and
// scrolls; the selected item is scrolled into view when the menu opens.
export default function MenuMaxHeight() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [size, setSize] = React.useState(SIZES[3]);
  const open = Boolean(anchor);
  const box = React.useRef<HTMLDivElement>(null);
  // The menu renders into this box, so it stays in the demo and the rest of the page stays readable.
  return (
    <div ref={box}>
      <IconButton
        aria-label={`Frame size: ${size}`}
        aria-controls={open ? 'long-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <span style={{fontSize: 14}}>Frame size: {size}</span>
      <Menu
        id="long-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        container={() => box.current}
        slotProps={{paper: {style: {maxHeight: ITEM_HEIGHT * 4.5, width: '20ch'}}}}
      >
        {SIZES.map((option) => (
          <MenuItem
            key={option}
            selected={option === size}
            onClick={() => {
              setSize(option);
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
