import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {pink} from '@mui/material/colors';

const PALETTE = ['primary', 'secondary', 'success', 'warning', 'error'] as const;

export default function CheckboxColors() {
  return (
    <Stack direction="row" useFlexGap sx={{flexWrap: 'wrap', columnGap: 1}}>
      {PALETTE.map((color) => (
        <FormControlLabel key={color} control={<Checkbox defaultChecked color={color} />} label={color} />
      ))}
      <FormControlLabel
        control={<Checkbox defaultChecked sx={{color: pink[800], '&.Mui-checked': {color: pink[600]}}} />}
        label="pink (sx)"
      />
    </Stack>
  );
}
