import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Show my profile to other members" />
      <FormControlLabel required control={<Switch />} label="Allow remote support sessions" />
      <FormControlLabel disabled control={<Switch />} label="Two-factor sign-in (set up a phone first)" />
    </FormGroup>
  );
}
