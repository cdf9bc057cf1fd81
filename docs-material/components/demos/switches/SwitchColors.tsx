import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {teal} from '@mui/material/colors';

const PALETTE = ['primary', 'secondary', 'success', 'warning', 'error', 'default'] as const;

export default function SwitchColors() {
  return (
    <Stack direction="row" useFlexGap sx={{flexWrap: 'wrap', columnGap: 1}}>
      {PALETTE.map((color) => (
        <FormControlLabel key={color} control={<Switch defaultChecked color={color} />} label={color} />
      ))}
      <FormControlLabel
        label="teal (sx)"
        control={
          <Switch
            defaultChecked
            sx={{
              '& .MuiSwitch-switchBase.Mui-checked': {color: teal[600]},
              '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': {backgroundColor: teal[600]},
            }}
          />
        }
      />
    </Stack>
  );
}
