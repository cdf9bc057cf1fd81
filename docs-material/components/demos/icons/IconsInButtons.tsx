import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SendIcon from '@mui/icons-material/Send';

export default function IconsInButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Button variant="contained" startIcon={<AddShoppingCartIcon />}>
        Add to cart
      </Button>
      <Button variant="outlined" endIcon={<SendIcon />}>
        Send quote
      </Button>
      <IconButton aria-label="Save to wish list" color="secondary">
        <FavoriteBorderIcon />
      </IconButton>
    </Stack>
  );
}
