import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const madrid = cityClimate('madrid');

export default function AxisMinMaxRange() {
  const [range, setRange] = React.useState<number[]>([-10, 40]);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack sx={{px: 2, maxWidth: 360}}>
        <Typography id="axis-y-range" variant="body2">
          y-axis min {range[0]} °C, max {range[1]} °C
        </Typography>
        <Slider
          aria-labelledby="axis-y-range"
          getAriaLabel={(i) => (i === 0 ? 'min' : 'max')}
          value={range}
          min={-20}
          max={50}
          onChange={(_, v) => setRange(v as number[])}
        />
      </Stack>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        yAxis={[{min: range[0], max: range[1]}]}
        series={[{data: [...madrid.high], label: 'Madrid, daily high (°C)'}]}
      />
    </Stack>
  );
}
