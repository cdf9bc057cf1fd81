import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {QUARTERLY_RESULTS} from '@site/src/demo-data/charts-finance';

export default function AxisBareLines() {
  return (
    <BarChart
      height={300}
      grid={{horizontal: true}}
      xAxis={[{scaleType: 'band', data: QUARTERLY_RESULTS.map((q) => q.quarter), disableTicks: true}]}
      // No y-axis at all: the grid and the tooltip carry the values.
      leftAxis={null}
      margin={{left: 20}}
      series={[{data: QUARTERLY_RESULTS.map((q) => q.profit), label: 'Profit (k$)'}]}
    />
  );
}
