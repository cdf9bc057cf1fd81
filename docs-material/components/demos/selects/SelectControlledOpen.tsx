import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function SelectControlledOpen() {
  const [open, setOpen] = React.useState(false);
  const [slot, setSlot] = React.useState('');

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Choose a delivery slot
      </Button>
      <FormControl sx={{minWidth: 220}}>
        <InputLabel id="slot-label">Delivery slot</InputLabel>
        <Select
          labelId="slot-label"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={slot}
          label="Delivery slot"
          onChange={(event: SelectChangeEvent) => setSlot(event.target.value)}
        >
          <MenuItem value="morning">08:00 to 12:00</MenuItem>
          <MenuItem value="afternoon">12:00 to 17:00</MenuItem>
          <MenuItem value="evening">17:00 to 21:00</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
