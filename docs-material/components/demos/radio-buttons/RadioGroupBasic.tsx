import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioGroupBasic() {
  return (
    <FormControl>
      <FormLabel id="payment-label">Payment method</FormLabel>
      <RadioGroup aria-labelledby="payment-label" defaultValue="card" name="payment">
        <FormControlLabel value="card" control={<Radio />} label="Credit or debit card" />
        <FormControlLabel value="transfer" control={<Radio />} label="Bank transfer" />
        <FormControlLabel value="invoice" control={<Radio />} label="Invoice (business accounts)" />
        <FormControlLabel value="voucher" disabled control={<Radio />} label="Gift voucher (none on your account)" />
      </RadioGroup>
    </FormControl>
  );
}
