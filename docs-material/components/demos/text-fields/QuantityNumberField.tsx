import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function QuantityNumberField() {
  const [quantity, setQuantity] = React.useState('3');
  const n = Number(quantity);
  const outOfRange = quantity !== '' && (!Number.isInteger(n) || n < 1 || n > 20);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <TextField
        id="quantity"
        label="Quantity"
        type="number"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        error={outOfRange}
        helperText={outOfRange ? 'Between 1 and 20 per order' : ' '}
        slotProps={{htmlInput: {min: 1, max: 20, step: 1}}}
        sx={{width: 200}}
      />
      <TextField
        id="card-pin"
        label="Card security code"
        defaultValue=""
        helperText="Digits, but not a number: type text"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: 4,
            autoComplete: 'cc-csc',
          },
        }}
        sx={{width: 240}}
      />
    </Stack>
  );
}
