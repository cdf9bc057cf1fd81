import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu, {type MenuProps} from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {alpha, styled} from '@mui/material/styles';
import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import FileCopyIcon from '@mui/icons-material/FileCopy';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

// A restyled Menu: rounded paper below the button, smaller icons tinted with the text colour and
// a primary-tinted pressed state.
const StyledMenu = styled((props: MenuProps) => (
  <Menu
    elevation={0}
    anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
    transformOrigin={{vertical: 'top', horizontal: 'right'}}
    {...props}
  />
))(({theme}) => ({
  '& .MuiPaper-root': {
    borderRadius: 8,
    marginTop: theme.spacing(1),
    minWidth: 180,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
    '& .MuiMenu-list': {padding: '4px 0'},
    '& .MuiMenuItem-root': {
      '& .MuiSvgIcon-root': {fontSize: 18, color: (theme.vars || theme).palette.text.secondary, marginRight: theme.spacing(1.5)},
      '&:active': {backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity)},
    },
  },
}));

export default function MenuCustomized() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const box = React.useRef<HTMLDivElement>(null);
  // The menu renders into this box, so it stays in the demo and the rest of the page stays readable.
  return (
    <div ref={box}>
      <Button
        aria-controls={open ? 'customized-menu' : undefined}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        variant="contained"
        disableElevation
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<KeyboardArrowDownIcon />}
      >
        Listing
      </Button>
      <StyledMenu id="customized-menu" anchorEl={anchor} open={open} onClose={close} container={() => box.current}>
        <MenuItem onClick={close} disableRipple>
          <EditIcon />
          Edit
        </MenuItem>
        <MenuItem onClick={close} disableRipple>
          <FileCopyIcon />
          Duplicate
        </MenuItem>
        <Divider sx={{my: 0.5}} />
        <MenuItem onClick={close} disableRipple>
          <ArchiveIcon />
          Archive
        </MenuItem>
      </StyledMenu>
    </div>
  );
}
