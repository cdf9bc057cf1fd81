import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

const PLACEMENTS = ['top', 'start', 'bottom', 'end'] as const;

export default function SwitchLabelPlacement() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">labelPlacement</FormLabel>
      <FormGroup row>
        {PLACEMENTS.map((placement) => (
          <FormControlLabel key={placement} value={placement} control={<Switch />} label={placement} labelPlacement={placement} />
        ))}
      </FormGroup>
    </FormControl>
  );
}
