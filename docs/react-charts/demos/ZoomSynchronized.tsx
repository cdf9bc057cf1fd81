import * as React from 'react';
import Stack from '@mui/material/Stack';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {BarChartPro} from '@mui/x-charts-pro/BarChartPro';
import type {ZoomData} from '@mui/x-charts-pro/models';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
const month = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});

// Two charts, one zoom state: the x-axes have the same id, so one ZoomData entry fits both.
export default function ZoomSynchronized() {
  const [zoom, setZoom] = React.useState<ZoomData[]>([{axisId: 'date', start: 45, end: 60}]);
  const xAxis = [
    {id: 'date', scaleType: 'band' as const, data: days.map((d) => d.date), zoom: true, valueFormatter: (d: Date) => month.format(d)},
  ];
  return (
    <Stack sx={{width: '100%'}}>
      <LineChartPro
        height={200}
        zoomData={zoom}
        onZoomChange={setZoom}
        xAxis={xAxis}
        yAxis={[{label: '°C', width: 55}]}
        series={[{data: days.map((d) => d.mean), label: 'Daily mean (°C)', showMark: false}]}
      />
      <BarChartPro
        height={200}
        zoomData={zoom}
        onZoomChange={setZoom}
        xAxis={xAxis}
        yAxis={[{label: '°C', width: 55}]}
        series={[{data: days.map((d) => Math.round((d.high - d.low) * 10) / 10), label: 'Daily range (°C)', color: '#ffb74d'}]}
      />
    </Stack>
  );
}
