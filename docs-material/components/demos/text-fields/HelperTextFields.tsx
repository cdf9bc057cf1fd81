import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function HelperTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <TextField id="vat-number" label="VAT number" defaultValue="DE 811 907 980" helperText="As printed on your invoices" />
      <TextField id="vat-number-filled" label="Company name" variant="filled" helperText="Leave empty for a personal account" />
    </Stack>
  );
}
