import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts/BarChart';
import type {XAxis, YAxis} from '@mui/x-charts/models';
import {QUARTERLY_RESULTS} from '@site/src/demo-data/charts-finance';

type Mode = 'piecewise' | 'continuous' | 'ordinal';

const quarters = QUARTERLY_RESULTS.map((r) => r.quarter);
const profit = QUARTERLY_RESULTS.map((r) => r.profit);

export default function BarsColorScale() {
  const [mode, setMode] = React.useState<Mode>('piecewise');

  // A value axis takes a piecewise or continuous map; the band axis an ordinal one (a color per category).
  const yAxis: YAxis[] = [
    {
      width: 50,
      colorMap:
        mode === 'piecewise'
          ? {type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32']}
          : mode === 'continuous'
            ? {type: 'continuous', min: -50, max: 170, color: ['#ef6c00', '#1565c0']}
            : undefined,
    },
  ];
  const xAxis: XAxis<'band'>[] = [
    {
      scaleType: 'band',
      data: quarters,
      colorMap:
        mode === 'ordinal'
          ? {
              type: 'ordinal',
              values: ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'],
              colors: ['#1565c0'],
              unknownColor: '#90a4ae',
            }
          : undefined,
    },
  ];

  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_e, next: Mode | null) => next && setMode(next)}
        aria-label="Color map"
      >
        <ToggleButton value="piecewise">piecewise</ToggleButton>
        <ToggleButton value="continuous">continuous</ToggleButton>
        <ToggleButton value="ordinal">ordinal</ToggleButton>
      </ToggleButtonGroup>
      <BarChart height={280} xAxis={xAxis} yAxis={yAxis} series={[{data: profit, label: 'Operating profit (k$)'}]} hideLegend />
    </Stack>
  );
}
