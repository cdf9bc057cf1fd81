import * as React from 'react';
import Stack from '@mui/material/Stack';
import {BarChart} from '@mui/x-charts/BarChart';
import {PieChart} from '@mui/x-charts/PieChart';
import {PLATFORM_SHARES_2024} from '@site/src/demo-data/charts-web';

export default function QuickstartSizing() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{width: '100%'}}>
      {/* No width: the chart takes the width of its flex item and follows it when it resizes. */}
      <BarChart
        height={220}
        margin={{top: 20, right: 10}}
        sx={{flex: 1}}
        xAxis={[{scaleType: 'band', data: PLATFORM_SHARES_2024.map((p) => p.label)}]}
        series={[{data: PLATFORM_SHARES_2024.map((p) => p.value), label: 'Share of page views (%)'}]}
        slotProps={{legend: {hidden: true}}}
      />
      {/* Width and height: a fixed size, the same on the server and in the browser. */}
      <PieChart
        width={220}
        height={220}
        margin={{top: 10, bottom: 10, left: 10, right: 10}}
        series={[{data: [...PLATFORM_SHARES_2024]}]}
        slotProps={{legend: {hidden: true}}}
      />
    </Stack>
  );
}
