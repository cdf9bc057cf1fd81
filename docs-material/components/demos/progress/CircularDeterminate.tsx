import * as React from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularDeterminate() {
  const [value, setValue] = React.useState(40);
  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <CircularProgress variant="determinate" value={25} aria-label="Upload 25 percent" />
      <CircularProgress variant="determinate" value={value} aria-label="Upload" />
      {/* enableTrackSlot draws the unfilled rest of the circle. */}
      <CircularProgress variant="determinate" value={value} enableTrackSlot aria-label="Upload with track" />
      <Button variant="outlined" onClick={() => setValue((current) => (current >= 100 ? 0 : current + 20))}>
        Step: {value}%
      </Button>
    </Stack>
  );
}
