import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ColorTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <TextField id="coupon" label="Coupon code" color="success" focused defaultValue="SPRING25" />
      <TextField id="coupon-ok" label="Coupon applied" variant="filled" color="secondary" focused defaultValue="SPRING25" />
      <TextField id="coupon-warn" label="Expires soon" variant="standard" color="warning" focused defaultValue="AUTUMN10" />
    </Stack>
  );
}
