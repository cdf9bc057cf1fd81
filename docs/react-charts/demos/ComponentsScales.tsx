import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {LineChart} from '@mui/x-charts/LineChart';
import {useDrawingArea, useYScale} from '@mui/x-charts/hooks';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

// A band for a value range: the y scale turns °C into pixels, the drawing area gives the width.
function ComfortBand({from, to}: {from: number; to: number}) {
  const theme = useTheme();
  const {left, width} = useDrawingArea();
  const y = useYScale<'linear'>();
  const top = y(to);
  const bottom = y(from);
  const palette = (theme.vars ?? theme).palette;
  return (
    <g>
      <rect x={left} y={top} width={width} height={bottom - top} fill={palette.success.main} fillOpacity={0.12} />
      <text x={left + 6} y={top + 14} fill={palette.text.secondary} style={{font: '12px sans-serif'}}>
        {from}–{to} °C
      </text>
    </g>
  );
}

export default function ComponentsScales() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[{label: '°C', width: 55}]}
      series={CITY_CLIMATES.map((c) => ({data: [...c.temperature], label: c.city, showMark: false}))}
    >
      <ComfortBand from={18} to={24} />
    </LineChart>
  );
}
