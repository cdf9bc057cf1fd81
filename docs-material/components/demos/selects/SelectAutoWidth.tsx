import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';

export default function SelectAutoWidth() {
  const [reason, setReason] = React.useState('');

  return (
    <FormControl sx={{minWidth: 120}}>
      <InputLabel id="reason-label">Return reason</InputLabel>
      <Select
        labelId="reason-label"
        value={reason}
        label="Return reason"
        autoWidth
        onChange={(event: SelectChangeEvent) => setReason(event.target.value)}
      >
        <MenuItem value="size">Wrong size</MenuItem>
        <MenuItem value="damaged">Arrived damaged</MenuItem>
        <MenuItem value="description">Does not match the product description</MenuItem>
      </Select>
    </FormControl>
  );
}
