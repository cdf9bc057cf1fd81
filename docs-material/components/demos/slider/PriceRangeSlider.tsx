import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const euros = (v: number) => `€${v}`;

export default function PriceRangeSlider() {
  const [range, setRange] = React.useState<number[]>([40, 120]);
  return (
    <Box sx={{width: 320, mx: 'auto'}}>
      <Typography id="price-range-label" gutterBottom>
        Nightly price: {euros(range[0])} to {euros(range[1])}
      </Typography>
      <Slider
        getAriaLabel={(i) => (i === 0 ? 'Minimum price' : 'Maximum price')}
        aria-labelledby="price-range-label"
        value={range}
        onChange={(_, v) => setRange(v)}
        min={0}
        max={300}
        step={10}
        valueLabelDisplay="auto"
        valueLabelFormat={euros}
        getAriaValueText={euros}
      />
    </Box>
  );
}
