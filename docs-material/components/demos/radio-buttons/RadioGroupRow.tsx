import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioGroupRow() {
  return (
    <FormControl>
      <FormLabel id="billing-label">Billing period</FormLabel>
      <RadioGroup row aria-labelledby="billing-label" name="billing" defaultValue="yearly">
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="quarterly" control={<Radio />} label="Quarterly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly (two months free)" />
      </RadioGroup>
    </FormControl>
  );
}
