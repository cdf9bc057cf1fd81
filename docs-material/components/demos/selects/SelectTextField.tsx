import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const CURRENCIES = [
  {value: 'EUR', label: '€ Euro'},
  {value: 'USD', label: '$ US dollar'},
  {value: 'BRL', label: 'R$ Brazilian real'},
  {value: 'CNY', label: '¥ Chinese yuan'},
];

export default function SelectTextField() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      <TextField select label="Currency" defaultValue="EUR" helperText="Prices are shown in this currency" sx={{minWidth: 220}}>
        {CURRENCIES.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Currency (native)"
        defaultValue="USD"
        helperText="The browser's own list"
        slotProps={{select: {native: true}}}
        sx={{minWidth: 220}}
      >
        {CURRENCIES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
