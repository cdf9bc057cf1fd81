import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {legendClasses} from '@mui/x-charts/ChartsLegend';
import {QUARTERLY_RESULTS} from '@site/src/demo-data/charts-finance';

export default function LegendRoundMarks() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: QUARTERLY_RESULTS.map((q) => q.quarter)}]}
      series={[
        {data: QUARTERLY_RESULTS.map((q) => q.revenue), label: 'Revenue (k$)'},
        {data: QUARTERLY_RESULTS.map((q) => q.profit), label: 'Profit (k$)'},
      ]}
      slotProps={{
        legend: {
          itemMarkWidth: 12,
          itemMarkHeight: 12,
          labelStyle: {fontSize: 14, fontStyle: 'italic'},
        },
      }}
      // The marks are SVG rects: a radius of half their size makes them round.
      sx={{[`& .${legendClasses.mark}`]: {rx: 6, ry: 6}}}
    />
  );
}
