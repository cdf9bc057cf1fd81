import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import type {ZoomSliderShowTooltip} from '@mui/x-charts-pro/models';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
const short = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});
const long = new Intl.DateTimeFormat('en-GB', {weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC'});

export default function ZoomSliderTooltip() {
  const [showTooltip, setShowTooltip] = React.useState<ZoomSliderShowTooltip>('always');
  return (
    <Stack sx={{width: '100%'}} spacing={2}>
      <TextField
        select
        size="small"
        label="showTooltip"
        value={showTooltip}
        onChange={(e) => setShowTooltip(e.target.value as ZoomSliderShowTooltip)}
        sx={{maxWidth: 200}}
      >
        {['hover', 'always', 'never'].map((v) => (
          <MenuItem key={v} value={v}>
            {v}
          </MenuItem>
        ))}
      </TextField>
      <LineChartPro
        height={300}
        initialZoom={[{axisId: 'date', start: 40, end: 70}]}
        xAxis={[
          {
            id: 'date',
            scaleType: 'utc',
            data: days.map((d) => d.date),
            zoom: {slider: {enabled: true, showTooltip}},
            // The slider's tooltips show the dates at the thumbs: a long format there only.
            valueFormatter: (d: Date, ctx) => (ctx.location === 'zoom-slider-tooltip' ? long.format(d) : short.format(d)),
          },
        ]}
        yAxis={[{label: '°C', width: 55}]}
        series={[{data: days.map((d) => d.mean), label: 'Daily mean', showMark: false}]}
        hideLegend
      />
    </Stack>
  );
}
