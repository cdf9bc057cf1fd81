import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {MONTHLY_CASH_FLOW} from '@site/src/demo-data/charts-finance';

const MONTH_NAMES: Record<string, string> = {
  Jan: 'January',
  Feb: 'February',
  Mar: 'March',
  Apr: 'April',
  May: 'May',
  Jun: 'June',
  Jul: 'July',
  Aug: 'August',
  Sep: 'September',
  Oct: 'October',
  Nov: 'November',
  Dec: 'December',
};
const money = (v: number | null) => (v === null ? '' : `$${v.toLocaleString('en-US')}`);

export default function TooltipFormatters() {
  return (
    <LineChart
      height={300}
      margin={{left: 60}}
      xAxis={[
        {
          scaleType: 'point',
          data: MONTHLY_CASH_FLOW.map((m) => m.month),
          // The tooltip heading gets the full month and year; the ticks keep the short name.
          valueFormatter: (m: string, ctx) => (ctx.location === 'tooltip' ? `${MONTH_NAMES[m]} 2024` : m),
        },
      ]}
      yAxis={[{valueFormatter: (v: number) => `$${v / 1000}k`}]}
      series={[
        {data: MONTHLY_CASH_FLOW.map((m) => m.income), label: 'Income', valueFormatter: money},
        {data: MONTHLY_CASH_FLOW.map((m) => m.spending), label: 'Spending', valueFormatter: money},
      ]}
    />
  );
}
