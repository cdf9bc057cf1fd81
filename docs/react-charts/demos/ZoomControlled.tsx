import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import type {ZoomData} from '@mui/x-charts-pro/models';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
// Day and month: zoomed in, a month name alone would repeat on every tick.
const month = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});

// Zoom values are percentages of the axis: a quarter is 25 %.
const PRESETS: Record<string, ZoomData> = {
  Year: {axisId: 'date', start: 0, end: 100},
  Q1: {axisId: 'date', start: 0, end: 25},
  Q2: {axisId: 'date', start: 25, end: 50},
  Q3: {axisId: 'date', start: 50, end: 75},
  Q4: {axisId: 'date', start: 75, end: 100},
};

export default function ZoomControlled() {
  const [zoom, setZoom] = React.useState<ZoomData[]>([PRESETS.Q3]);
  const current = zoom[0];
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <ButtonGroup size="small" variant="outlined" aria-label="Zoom presets">
          {Object.keys(PRESETS).map((name) => (
            <Button key={name} onClick={() => setZoom([PRESETS[name]])}>
              {name}
            </Button>
          ))}
        </ButtonGroup>
        <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
          {current ? `start ${current.start.toFixed(1)} % · end ${current.end.toFixed(1)} %` : ''}
        </Typography>
      </Stack>
      <LineChartPro
        height={280}
        // Controlled: the chart shows `zoomData` and reports gestures through `onZoomChange`.
        zoomData={zoom}
        onZoomChange={setZoom}
        xAxis={[{id: 'date', scaleType: 'utc', data: days.map((d) => d.date), zoom: true, valueFormatter: (d: Date) => month.format(d)}]}
        yAxis={[{label: '°C', width: 55}]}
        series={[{data: days.map((d) => d.mean), label: 'Daily mean', showMark: false}]}
        hideLegend
      />
    </Stack>
  );
}
