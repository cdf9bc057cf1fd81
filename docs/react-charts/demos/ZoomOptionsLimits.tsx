import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
// Day and month: zoomed in, a month name alone would repeat on every tick.
const month = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});

export default function ZoomOptionsLimits() {
  const [span, setSpan] = React.useState<number[]>([10, 50]);
  const [range, setRange] = React.useState<number[]>([0, 100]);
  const [panning, setPanning] = React.useState(true);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{px: 1, alignItems: {sm: 'center'}}}>
        <Box sx={{flex: 1}}>
          <Typography id="zoom-span" variant="body2">
            minSpan {span[0]} % · maxSpan {span[1]} %
          </Typography>
          <Slider
            aria-labelledby="zoom-span"
            size="small"
            value={span}
            min={5}
            max={100}
            step={5}
            onChange={(_, v) => setSpan(v as number[])}
          />
        </Box>
        <Box sx={{flex: 1}}>
          <Typography id="zoom-range" variant="body2">
            minStart {range[0]} % · maxEnd {range[1]} %
          </Typography>
          <Slider
            aria-labelledby="zoom-range"
            size="small"
            value={range}
            min={0}
            max={100}
            step={5}
            onChange={(_, v) => setRange(v as number[])}
          />
        </Box>
        <FormControlLabel control={<Switch checked={panning} onChange={(e) => setPanning(e.target.checked)} />} label="panning" />
      </Stack>
      <LineChartPro
        height={280}
        xAxis={[
          {
            scaleType: 'utc',
            data: days.map((d) => d.date),
            valueFormatter: (d: Date) => month.format(d),
            // Limits in percent of the axis: how narrow or wide the view may be, and where it may go.
            zoom: {minSpan: span[0], maxSpan: span[1], minStart: range[0], maxEnd: range[1], step: 5, panning},
          },
        ]}
        yAxis={[{label: '°C', width: 55}]}
        series={[{data: days.map((d) => d.mean), label: 'Daily mean', showMark: false}]}
        hideLegend
      />
    </Box>
  );
}
