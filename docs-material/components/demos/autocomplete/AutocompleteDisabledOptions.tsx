import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const SLOTS = [
  {time: '09:00', free: true},
  {time: '09:30', free: false},
  {time: '10:00', free: true},
  {time: '10:30', free: false},
  {time: '11:00', free: false},
  {time: '11:30', free: true},
  {time: '14:00', free: true},
  {time: '14:30', free: true},
];

export default function AutocompleteDisabledOptions() {
  return (
    <Autocomplete
      options={SLOTS}
      getOptionLabel={(slot) => (slot.free ? slot.time : `${slot.time} (booked)`)}
      getOptionDisabled={(slot) => !slot.free}
      sx={{width: 260}}
      renderInput={(params) => <TextField {...params} label="Appointment" />}
    />
  );
}
