import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const HIDDEN = ['Bikes', 'Gravel', 'Steel frames'];

// The middle of the trail sits in a menu instead of expanding in place, so the line never wraps.
// The menu renders inside the demo (its `container`) and gives focus back to the button when it closes.
export default function BreadcrumbsMenu() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const box = React.useRef<HTMLDivElement>(null);
  // The menu renders into this box, so it stays in the demo and the rest of the page stays readable.
  return (
    <div ref={box}>
      <Breadcrumbs aria-label="breadcrumb">
        <Link underline="hover" color="inherit" href="#shop">
          Shop
        </Link>
        <IconButton
          size="small"
          aria-label="Show hidden levels"
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? 'breadcrumbs-hidden-levels' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreHorizIcon fontSize="small" />
        </IconButton>
        <Typography sx={{color: 'text.primary'}}>Size 54</Typography>
      </Breadcrumbs>
      <Menu id="breadcrumbs-hidden-levels" anchorEl={anchor} open={open} onClose={() => setAnchor(null)} container={() => box.current}>
        {HIDDEN.map((label) => (
          <MenuItem key={label} component="a" href={`#${label.toLowerCase().replace(' ', '-')}`} onClick={() => setAnchor(null)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
