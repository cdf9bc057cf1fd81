import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts/LineChart';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

export default function AxisMinMax() {
  const [range, setRange] = React.useState<number[]>([-10, 35]);
  return (
    <Box sx={{width: '100%'}}>
      <Typography id="axis-min-max-label" variant="body2">
        y-axis from {range[0]} °C to {range[1]} °C
      </Typography>
      <Slider
        aria-labelledby="axis-min-max-label"
        value={range}
        onChange={(_, value) => setRange(value as number[])}
        min={-20}
        max={50}
        step={5}
        marks
        size="small"
        sx={{maxWidth: 360, mx: 1}}
      />
      <LineChart
        height={300}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        yAxis={[{min: range[0], max: range[1], width: 40}]}
        series={CITY_CLIMATES.map((c) => ({data: [...c.temperature], label: c.city}))}
      />
    </Box>
  );
}
