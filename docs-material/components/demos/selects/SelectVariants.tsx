import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

export default function SelectVariants() {
  const [filled, setFilled] = React.useState('M');
  const [standard, setStandard] = React.useState('');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      <FormControl variant="filled" sx={{minWidth: 160}}>
        <InputLabel id="size-filled-label">Jacket size</InputLabel>
        <Select labelId="size-filled-label" value={filled} onChange={(event: SelectChangeEvent) => setFilled(event.target.value)}>
          {SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl variant="standard" sx={{minWidth: 160}}>
        <InputLabel id="size-standard-label">Glove size</InputLabel>
        <Select labelId="size-standard-label" value={standard} onChange={(event: SelectChangeEvent) => setStandard(event.target.value)}>
          <MenuItem value="">
            <em>Not needed</em>
          </MenuItem>
          {SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
