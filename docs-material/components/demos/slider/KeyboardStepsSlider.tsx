import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function KeyboardStepsSlider() {
  const [year, setYear] = React.useState(1994);
  const [committed, setCommitted] = React.useState(1994);
  return (
    <Box sx={{width: 340, mx: 'auto'}}>
      <Typography id="release-year-label" gutterBottom>
        Films released in {year}
      </Typography>
      <Slider
        aria-labelledby="release-year-label"
        value={year}
        min={1950}
        max={2020}
        step={1}
        shiftStep={10}
        onChange={(_, v) => setYear(v)}
        onChangeCommitted={(_, v) => setCommitted(v as number)}
        valueLabelDisplay="auto"
      />
      <Typography variant="body2" role="status">
        Search runs for {committed} (after you let go of the thumb or the key)
      </Typography>
    </Box>
  );
}
