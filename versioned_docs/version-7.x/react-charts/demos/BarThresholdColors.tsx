import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {MONTHLY_CASH_FLOW} from '@site/src/demo-data/charts-finance';

const balance = MONTHLY_CASH_FLOW.map((m) => m.income - m.spending);

export default function BarThresholdColors() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: MONTHLY_CASH_FLOW.map((m) => m.month)}]}
      yAxis={[{colorMap: {type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32']}}]}
      series={[{data: balance, label: 'Monthly balance'}]}
      slotProps={{legend: {hidden: true}}}
    />
  );
}
