import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function FineStepsSlider() {
  const [ratio, setRatio] = React.useState(1.5);
  return (
    <Box sx={{width: 300, mx: 'auto'}}>
      <Typography id="line-height-label" gutterBottom>
        Line height: {ratio.toFixed(2)}
      </Typography>
      <Slider
        aria-labelledby="line-height-label"
        value={ratio}
        onChange={(_, v) => setRatio(v)}
        min={1}
        max={2}
        step={0.05}
        marks
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
