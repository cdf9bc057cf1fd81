import {styled} from '@mui/material/styles';
import Badge, {badgeClasses} from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

// A badge with a ring in the page colour, pushed a little further out of the icon's corner.
const CartBadge = styled(Badge)(({theme}) => ({
  [`& .${badgeClasses.badge}`]: {
    right: -3,
    top: 13,
    border: `2px solid ${(theme.vars || theme).palette.background.paper}`,
    padding: '0 4px',
  },
}));

export default function BadgeCustomized() {
  return (
    <IconButton aria-label="Cart, 3 items">
      <CartBadge badgeContent={3} color="secondary">
        <ShoppingCartIcon />
      </CartBadge>
    </IconButton>
  );
}
