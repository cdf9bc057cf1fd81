import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {LineChartPro, type LineChartProProps} from '@mui/x-charts-pro/LineChartPro';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
// Day and month: zoomed in, a month name alone would repeat on every tick.
const month = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});

type Config = NonNullable<LineChartProProps['zoomInteractionConfig']>;

const CONFIGS: Record<string, Config> = {
  'Default: wheel and pinch zoom, drag pans': {zoom: ['wheel', 'pinch'], pan: ['drag']},
  'Ctrl + wheel zooms (the page scrolls otherwise)': {zoom: [{type: 'wheel', requiredKeys: ['Control']}, 'pinch'], pan: ['drag']},
  'Shift + drag pans; touch pans with a long press': {
    zoom: ['wheel', 'pinch'],
    pan: [
      {type: 'drag', pointerMode: 'mouse', requiredKeys: ['Shift']},
      {type: 'pressAndDrag', pointerMode: 'touch'},
    ],
  },
  'Double tap and drag zooms (one finger)': {zoom: ['wheel', {type: 'tapAndDrag', pointerMode: 'touch'}], pan: ['drag']},
};

export default function ZoomInteractions() {
  const [name, setName] = React.useState(Object.keys(CONFIGS)[1]);
  return (
    <Stack sx={{width: '100%'}} spacing={2}>
      <TextField
        select
        size="small"
        label="zoomInteractionConfig"
        value={name}
        onChange={(e) => setName(e.target.value)}
        sx={{maxWidth: 420}}
      >
        {Object.keys(CONFIGS).map((key) => (
          <MenuItem key={key} value={key}>
            {key}
          </MenuItem>
        ))}
      </TextField>
      <LineChartPro
        height={280}
        zoomInteractionConfig={CONFIGS[name]}
        xAxis={[{scaleType: 'utc', data: days.map((d) => d.date), zoom: true, valueFormatter: (d: Date) => month.format(d)}]}
        yAxis={[{label: '°C', width: 55}]}
        series={[{data: days.map((d) => d.mean), label: 'Daily mean', showMark: false}]}
        hideLegend
      />
    </Stack>
  );
}
