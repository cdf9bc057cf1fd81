import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {BarChart} from '@mui/x-charts/BarChart';
import {useDrawingArea} from '@mui/x-charts/hooks';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const madrid = cityClimate('madrid');

// Outlines the drawing area and prints what the hook returns; resize the window to see it change.
function DrawingAreaInfo() {
  const theme = useTheme();
  const area = useDrawingArea();
  const color = (theme.vars ?? theme).palette.secondary.main;
  return (
    <g pointerEvents="none">
      <rect
        x={area.left}
        y={area.top}
        width={area.width}
        height={area.height}
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      <text x={area.left + 8} y={area.top + 18} fill={(theme.vars ?? theme).palette.text.primary} style={{font: '12px monospace'}}>
        {`left ${area.left} top ${area.top} width ${Math.round(area.width)} height ${Math.round(area.height)} right ${area.right} bottom ${area.bottom}`}
      </text>
    </g>
  );
}

export default function HooksUseDrawingArea() {
  return (
    <BarChart
      height={300}
      margin={{top: 20, right: 30}}
      xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[{width: 50}]}
      series={[{data: [...madrid.sunshine], label: 'Madrid sunshine (hours)'}]}
    >
      <DrawingAreaInfo />
    </BarChart>
  );
}
