import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN_MINUTES = 60;
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export default function MeetingWindowSlider() {
  const [span, setSpan] = React.useState<number[]>([9 * 60, 11 * 60]);

  // activeThumb says which thumb moved: that one stops where the other is too close.
  const handleChange = (_: Event, next: number[], activeThumb: number) => {
    if (activeThumb === 0) setSpan([Math.min(next[0], span[1] - MIN_MINUTES), span[1]]);
    else setSpan([span[0], Math.max(next[1], span[0] + MIN_MINUTES)]);
  };

  return (
    <Box sx={{width: 320, mx: 'auto'}}>
      <Typography id="meeting-span-label" gutterBottom>
        Available from {clock(span[0])} to {clock(span[1])} (at least one hour)
      </Typography>
      <Slider
        aria-labelledby="meeting-span-label"
        getAriaLabel={(i) => (i === 0 ? 'Start time' : 'End time')}
        value={span}
        onChange={handleChange}
        min={8 * 60}
        max={18 * 60}
        step={15}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={clock}
        getAriaValueText={clock}
      />
    </Box>
  );
}
