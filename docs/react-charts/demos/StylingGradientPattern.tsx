import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {LineChart} from '@mui/x-charts/LineChart';
import Stack from '@mui/material/Stack';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';
import {ENERGY_YEARS, energySource} from '@site/src/demo-data/charts-feature-energy';

const singapore = cityClimate('singapore');
const solar = energySource('solar');

export default function StylingGradientPattern() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{width: '100%'}}>
      <LineChart
        height={260}
        xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (y: number) => String(y)}]}
        yAxis={[{width: 55}]}
        series={[{data: [...solar.generation], label: 'Solar (TWh)', area: true, showMark: false, color: '#f9a825'}]}
        // SVG definitions are children of the chart; an element refers to them with url(#id).
        sx={{'& .MuiAreaElement-root': {fill: 'url(#solar-gradient)'}}}
      >
        <defs>
          <linearGradient id="solar-gradient" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#f9a825" stopOpacity={0.8} />
            <stop offset="100%" stopColor="#f9a825" stopOpacity={0.05} />
          </linearGradient>
        </defs>
      </LineChart>
      <BarChart
        height={260}
        xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
        yAxis={[{width: 45}]}
        series={[{data: [...singapore.precipitation], label: 'Singapore rain (mm)', color: '#29b6f6'}]}
        sx={{'& .MuiBarElement-root': {fill: 'url(#rain-pattern)'}}}
      >
        <defs>
          <pattern id="rain-pattern" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill="#29b6f6" fillOpacity={0.35} />
            <line x1="0" y1="0" x2="0" y2="8" stroke="#0288d1" strokeWidth="3" />
          </pattern>
        </defs>
      </BarChart>
    </Stack>
  );
}
