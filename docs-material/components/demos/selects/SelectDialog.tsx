import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';
import Typography from '@mui/material/Typography';

export default function SelectDialog() {
  const [open, setOpen] = React.useState(false);
  const [date, setDate] = React.useState('2026-03-14');
  const [time, setTime] = React.useState('19:30');

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Book a table
      </Button>
      <Typography variant="body2" sx={{mt: 1.5}}>
        Booking: {date} at {time}
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Book a table</DialogTitle>
        <DialogContent>
          <Box component="form" sx={{display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1}}>
            <FormControl sx={{minWidth: 160}}>
              <InputLabel id="booking-date-label">Date</InputLabel>
              <Select
                labelId="booking-date-label"
                value={date}
                label="Date"
                onChange={(event: SelectChangeEvent) => setDate(event.target.value)}
              >
                <MenuItem value="2026-03-13">Fri 13 March</MenuItem>
                <MenuItem value="2026-03-14">Sat 14 March</MenuItem>
                <MenuItem value="2026-03-15">Sun 15 March</MenuItem>
              </Select>
            </FormControl>
            <FormControl sx={{minWidth: 120}}>
              <InputLabel id="booking-time-label">Time</InputLabel>
              <Select
                labelId="booking-time-label"
                value={time}
                label="Time"
                onChange={(event: SelectChangeEvent) => setTime(event.target.value)}
              >
                {['18:00', '18:30', '19:00', '19:30', '20:00', '20:30'].map((slot) => (
                  <MenuItem key={slot} value={slot}>
                    {slot}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button onClick={() => setOpen(false)}>Confirm</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
