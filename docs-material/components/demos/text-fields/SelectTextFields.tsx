import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const CURRENCIES = [
  {code: 'EUR', label: '€ Euro'},
  {code: 'GBP', label: '£ Pound sterling'},
  {code: 'JPY', label: '¥ Japanese yen'},
  {code: 'USD', label: '$ US dollar'},
];

export default function SelectTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <TextField
        id="billing-currency"
        select
        label="Billing currency"
        defaultValue="EUR"
        helperText="Invoices are issued in it"
        sx={{width: 220}}
      >
        {CURRENCIES.map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField id="payout-currency" select label="Payout currency" defaultValue="GBP" variant="filled" sx={{width: 220}}>
        {CURRENCIES.map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
