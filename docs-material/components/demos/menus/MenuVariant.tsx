import * as React from 'react';
import Button from '@mui/material/Button';
import Menu, {type MenuProps} from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';

const ITEMS = ['Road', 'Gravel', 'City'];

function VariantMenu({variant}: {variant: NonNullable<MenuProps['variant']>}) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const id = `variant-${variant}-menu`;
  const box = React.useRef<HTMLDivElement>(null);
  // The menu renders into this box, so it stays in the demo and the rest of the page stays readable.
  return (
    <div ref={box}>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={open ? id : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        variant {variant}
      </Button>
      <Menu id={id} variant={variant} anchorEl={anchor} open={open} onClose={() => setAnchor(null)} container={() => box.current}>
        {ITEMS.map((item) => (
          <MenuItem key={item} selected={item === 'City'} onClick={() => setAnchor(null)}>
            {item}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}

// Both menus mark "City" as selected. "selectedMenu" opens with focus on it; "menu" opens with
// focus on the first item, for menus of actions where "selected" is only a highlight.
export default function MenuVariant() {
  return (
    <Stack direction="row" spacing={2}>
      <VariantMenu variant="selectedMenu" />
      <VariantMenu variant="menu" />
    </Stack>
  );
}
