import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Send me the monthly newsletter" />
      <FormControlLabel required control={<Checkbox />} label="I have read the privacy policy" />
      <FormControlLabel disabled control={<Checkbox />} label="Same-day delivery (not in your area)" />
    </FormGroup>
  );
}
