import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts/LineChart';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
const DAY_MS = 24 * 3600 * 1000;
const short = new Intl.DateTimeFormat('en-GB', {month: 'short', day: 'numeric', timeZone: 'UTC'});

export default function AxisTickNumber() {
  const [tickNumber, setTickNumber] = React.useState(6);
  const [minStepDays, setMinStepDays] = React.useState(0);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{px: 1}}>
        <Box sx={{flex: 1}}>
          <Typography id="tick-number-label" variant="body2">
            tickNumber: {tickNumber}
          </Typography>
          <Slider
            aria-labelledby="tick-number-label"
            size="small"
            value={tickNumber}
            min={2}
            max={24}
            onChange={(_, v) => setTickNumber(v as number)}
          />
        </Box>
        <Box sx={{flex: 1}}>
          <Typography id="tick-min-step-label" variant="body2">
            tickMinStep: {minStepDays} days
          </Typography>
          <Slider
            aria-labelledby="tick-min-step-label"
            size="small"
            value={minStepDays}
            min={0}
            max={90}
            step={15}
            onChange={(_, v) => setMinStepDays(v as number)}
          />
        </Box>
      </Stack>
      <LineChart
        height={280}
        dataset={days.map((d) => ({date: d.date, mean: d.mean}))}
        xAxis={[
          {
            dataKey: 'date',
            scaleType: 'utc',
            // A suggestion: d3 picks "nice" dates close to this count.
            tickNumber,
            tickMinStep: minStepDays * DAY_MS,
            valueFormatter: (d: Date) => short.format(d),
          },
        ]}
        yAxis={[{width: 40}]}
        series={[{dataKey: 'mean', label: 'Daily mean (°C)', showMark: false}]}
      />
    </Box>
  );
}
