import * as React from 'react';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const SEATS = ['12A', '12B', '12C', '12D'];

export default function RadioStandalone() {
  const [seat, setSeat] = React.useState('12A');

  return (
    <div>
      <Stack direction="row" spacing={1} role="radiogroup" aria-label="Seat in row 12">
        {SEATS.map((id) => (
          <Radio
            key={id}
            checked={seat === id}
            onChange={(event) => setSeat(event.target.value)}
            value={id}
            name="seat"
            slotProps={{input: {'aria-label': `Seat ${id}`}}}
          />
        ))}
      </Stack>
      <Typography variant="body2">Seat {seat}</Typography>
    </div>
  );
}
