import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {deepOrange} from '@mui/material/colors';

const PALETTE = ['primary', 'secondary', 'success', 'warning', 'error', 'default'] as const;

export default function RadioColors() {
  const [color, setColor] = React.useState<string>('secondary');

  return (
    <RadioGroup row aria-label="Radio colours" name="radio-colours" value={color} onChange={(event) => setColor(event.target.value)}>
      {PALETTE.map((paletteColor) => (
        <FormControlLabel key={paletteColor} value={paletteColor} control={<Radio color={paletteColor} />} label={paletteColor} />
      ))}
      <FormControlLabel
        value="deep orange"
        label="deep orange (sx)"
        control={<Radio sx={{color: deepOrange[700], '&.Mui-checked': {color: deepOrange[600]}}} />}
      />
    </RadioGroup>
  );
}
