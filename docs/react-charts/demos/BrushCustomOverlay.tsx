import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {LineChart} from '@mui/x-charts/LineChart';
import {useBrush, useDrawingArea, useXScale} from '@mui/x-charts/hooks';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
const DAY_MS = 24 * 3600 * 1000;
const dayMonth = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});
const month = new Intl.DateTimeFormat('en-GB', {month: 'short', timeZone: 'UTC'});

// Our own overlay: the selected period and the change of temperature across it.
function PeriodOverlay() {
  const theme = useTheme();
  const brush = useBrush();
  const {top, height} = useDrawingArea();
  const x = useXScale<'utc'>();
  if (!brush) return null;
  const [x0, x1] = [brush.start.x, brush.current.x].sort((a, b) => a - b);
  const dayAt = (px: number) => {
    const index = Math.round((x.invert(px).getTime() - days[0].date.getTime()) / DAY_MS);
    return days[Math.max(0, Math.min(days.length - 1, index))];
  };
  const from = dayAt(x0);
  const to = dayAt(x1);
  const change = to.mean - from.mean;
  const palette = (theme.vars ?? theme).palette;
  return (
    <g pointerEvents="none">
      <rect x={x0} y={top} width={x1 - x0} height={height} fill={palette.primary.main} fillOpacity={0.12} stroke={palette.primary.main} />
      <text x={(x0 + x1) / 2} y={top + 18} textAnchor="middle" fill={palette.text.primary} style={{font: '600 13px sans-serif'}}>
        {dayMonth.format(from.date)} → {dayMonth.format(to.date)}: {change >= 0 ? '+' : ''}
        {change.toFixed(1)} °C
      </text>
    </g>
  );
}

export default function BrushCustomOverlay() {
  return (
    <LineChart
      height={300}
      brushConfig={{enabled: true}}
      xAxis={[{scaleType: 'utc', data: days.map((d) => d.date), valueFormatter: (d: Date) => month.format(d)}]}
      yAxis={[{label: '°C', width: 55}]}
      series={[{data: days.map((d) => d.mean), label: 'Daily mean temperature, 2024', showMark: false}]}
    >
      <PeriodOverlay />
    </LineChart>
  );
}
