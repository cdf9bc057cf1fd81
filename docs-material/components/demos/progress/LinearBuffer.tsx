import * as React from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

/** Fixed steps of a video download: what is played and what is already loaded. */
const STEPS = [
  {value: 0, buffer: 10},
  {value: 15, buffer: 35},
  {value: 40, buffer: 55},
  {value: 60, buffer: 90},
  {value: 100, buffer: 100},
];

export default function LinearBuffer() {
  const [step, setStep] = React.useState(1);
  const {value, buffer} = STEPS[step]!;
  return (
    <Stack direction="row" spacing={2} sx={{width: '100%', alignItems: 'center'}}>
      <LinearProgress variant="buffer" value={value} valueBuffer={buffer} aria-label="Video played" sx={{flex: 1}} />
      <Button variant="outlined" onClick={() => setStep((current) => (current + 1) % STEPS.length)}>
        Next step
      </Button>
    </Stack>
  );
}
