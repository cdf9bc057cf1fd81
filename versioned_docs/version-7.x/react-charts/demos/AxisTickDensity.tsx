import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts/LineChart';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();

export default function AxisTickDensity() {
  const [tickNumber, setTickNumber] = React.useState(5);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack sx={{px: 2, maxWidth: 320}}>
        <Typography id="axis-tick-number" variant="body2">
          y-axis tickNumber: {tickNumber}
        </Typography>
        <Slider aria-labelledby="axis-tick-number" value={tickNumber} min={2} max={20} onChange={(_, v) => setTickNumber(v as number)} />
      </Stack>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'utc', data: days.map((d) => d.date), tickMinStep: 30 * 24 * 3600 * 1000}]}
        // The axis picks round steps near the number asked for; tickMinStep keeps at least 1 °C between ticks.
        yAxis={[{tickNumber, tickMinStep: 1}]}
        series={[{data: days.map((d) => d.mean), label: 'Daily mean (°C), 2024', showMark: false}]}
      />
    </Stack>
  );
}
