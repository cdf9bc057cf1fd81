import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import {BarChart} from '@mui/x-charts/BarChart';
import type {StackOffsetType, StackOrderType} from '@mui/x-charts/models';
import {ENERGY_SOURCES, ENERGY_SOURCE_LABELS, generationDataset} from '@site/src/demo-data/charts-energy';

const dataset = generationDataset();
const OFFSETS: StackOffsetType[] = ['none', 'expand', 'diverging', 'silhouette', 'wiggle'];
const ORDERS: StackOrderType[] = ['none', 'appearance', 'ascending', 'descending', 'insideOut', 'reverse'];

export default function BarsStackOffset() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('expand');
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');
  const percent = stackOffset === 'expand';

  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="stackOffset"
          value={stackOffset}
          onChange={(e) => setStackOffset(e.target.value as StackOffsetType)}
          sx={{minWidth: 150}}
        >
          {OFFSETS.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="stackOrder"
          value={stackOrder}
          onChange={(e) => setStackOrder(e.target.value as StackOrderType)}
          sx={{minWidth: 150}}
        >
          {ORDERS.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={320}
        dataset={dataset}
        xAxis={[{scaleType: 'band', dataKey: 'year'}]}
        yAxis={[{width: 60, valueFormatter: (v: number) => (percent ? `${Math.round(v * 100)}%` : `${v / 1000}k`)}]}
        series={ENERGY_SOURCES.map((source) => ({
          dataKey: source,
          label: ENERGY_SOURCE_LABELS[source],
          stack: 'generation',
          stackOffset,
          stackOrder,
          valueFormatter: (v: number | null) => `${v?.toLocaleString('en-US')} TWh`,
        }))}
      />
    </Stack>
  );
}
