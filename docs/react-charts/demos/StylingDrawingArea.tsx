import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {LineChart} from '@mui/x-charts/LineChart';
import {useDrawingArea, useXScale} from '@mui/x-charts/hooks';
import {hourlyDemand} from '@site/src/demo-data/charts-feature-daily';

const hours = hourlyDemand(7, 7);
const day = new Intl.DateTimeFormat('en-GB', {weekday: 'short', timeZone: 'UTC'});

// Children of a chart render inside its SVG, before the series when placed... after them here,
// so the background is drawn with a low opacity: a tinted drawing area, and the weekend shaded.
function Background() {
  const theme = useTheme();
  const {left, top, width, height} = useDrawingArea();
  const x = useXScale<'utc'>();
  const saturday = x(new Date(Date.UTC(2024, 2, 9)));
  const monday = x(new Date(Date.UTC(2024, 2, 11)));
  const palette = (theme.vars ?? theme).palette;
  return (
    <g pointerEvents="none">
      <rect x={left} y={top} width={width} height={height} fill={palette.primary.main} fillOpacity={0.06} />
      <rect x={saturday} y={top} width={monday - saturday} height={height} fill={palette.text.primary} fillOpacity={0.08} />
      <text x={(saturday + monday) / 2} y={top + 16} textAnchor="middle" fill={palette.text.secondary} style={{font: '12px sans-serif'}}>
        weekend
      </text>
    </g>
  );
}

export default function StylingDrawingArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'utc', data: hours.map((h) => h.time), valueFormatter: (d: Date) => day.format(d)}]}
      yAxis={[{label: 'GW', width: 55}]}
      series={[{data: hours.map((h) => h.demand), label: 'Electricity demand', showMark: false}]}
      hideLegend
    >
      <Background />
    </LineChart>
  );
}
