import * as React from 'react';
import Stack from '@mui/material/Stack';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {QUARTERLY_RESULTS} from '@site/src/demo-data/charts-finance';

const revenue = QUARTERLY_RESULTS.map((q) => q.revenue);
const money = (v: number | null) => (v === null ? '' : `$${v.toLocaleString('en-US')}k`);

export default function SparkTooltipHighlight() {
  return (
    <Stack direction="row" spacing={3} sx={{width: '100%'}}>
      {/* A line sparkline follows the pointer only with an explicit axis trigger (7.29 source). */}
      <SparkLineChart
        data={revenue}
        height={100}
        showTooltip
        showHighlight
        tooltip={{trigger: 'axis'}}
        valueFormatter={money}
        sx={{flex: 1}}
      />
      <SparkLineChart data={revenue} height={100} plotType="bar" showTooltip showHighlight valueFormatter={money} sx={{flex: 1}} />
    </Stack>
  );
}
