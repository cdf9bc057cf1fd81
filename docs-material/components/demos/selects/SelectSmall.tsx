import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';

export default function SelectSmall() {
  const [rows, setRows] = React.useState('25');

  return (
    <FormControl size="small" sx={{minWidth: 140}}>
      <InputLabel id="rows-label">Rows per page</InputLabel>
      <Select labelId="rows-label" value={rows} label="Rows per page" onChange={(event: SelectChangeEvent) => setRows(event.target.value)}>
        <MenuItem value="10">10</MenuItem>
        <MenuItem value="25">25</MenuItem>
        <MenuItem value="50">50</MenuItem>
        <MenuItem value="100">100</MenuItem>
      </Select>
    </FormControl>
  );
}
