import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {climateDataset} from '@site/src/demo-data/charts-feature-climate';

const rows = climateDataset();
const mm = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function BarFromDataset() {
  return (
    <BarChart
      height={300}
      dataset={rows}
      xAxis={[{scaleType: 'band', dataKey: 'month'}]}
      series={[
        {dataKey: 'osloRain', label: 'Oslo', valueFormatter: mm},
        {dataKey: 'madridRain', label: 'Madrid', valueFormatter: mm},
        {dataKey: 'sydneyRain', label: 'Sydney', valueFormatter: mm},
      ]}
    />
  );
}
