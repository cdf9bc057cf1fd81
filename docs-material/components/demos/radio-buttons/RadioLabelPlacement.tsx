import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const PLACEMENTS = ['top', 'start', 'bottom', 'end'] as const;

export default function RadioLabelPlacement() {
  return (
    <FormControl>
      <FormLabel id="placement-label">labelPlacement</FormLabel>
      <RadioGroup row aria-labelledby="placement-label" name="placement" defaultValue="top">
        {PLACEMENTS.map((placement) => (
          <FormControlLabel key={placement} value={placement} control={<Radio />} label={placement} labelPlacement={placement} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
