import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BarChart} from '@mui/x-charts/BarChart';
import type {StackOrderType} from '@mui/x-charts/models';
import {populationByRegion, REGION_COLORS} from '@site/src/demo-data/charts-feature-countries';

const ORDERS: StackOrderType[] = ['none', 'reverse', 'ascending', 'descending', 'insideOut', 'appearance'];

// The population of the 20 most populous countries, summed per region.
const regions = populationByRegion();

export default function StackingOrder() {
  const [order, setOrder] = React.useState<StackOrderType>('descending');
  return (
    <Stack sx={{width: '100%'}} spacing={2}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={order}
        onChange={(e) => setOrder(e.target.value as StackOrderType)}
        sx={{maxWidth: 200}}
      >
        {ORDERS.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[{scaleType: 'band', data: ['Population 2024'], width: 40, position: 'none'}]}
        xAxis={[{label: 'Millions (20 most populous countries)'}]}
        // One series per region, stacked in one bar: the order decides which comes first.
        series={regions.map((r) => ({
          data: [r.population],
          label: r.region,
          color: REGION_COLORS[r.region],
          stack: 'world',
          stackOrder: order,
        }))}
      />
    </Stack>
  );
}
