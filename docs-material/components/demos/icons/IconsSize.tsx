import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

export default function IconsSize() {
  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'flex-end'}}>
      <LocalShippingIcon fontSize="small" />
      <LocalShippingIcon />
      <LocalShippingIcon fontSize="large" />
      <LocalShippingIcon sx={{fontSize: 56}} />
      <Typography variant="h4" component="span">
        Delivery <LocalShippingIcon fontSize="inherit" sx={{verticalAlign: 'middle'}} />
      </Typography>
    </Stack>
  );
}
