import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {energyDataset, energySource} from '@site/src/demo-data/charts-feature-energy';

const rows = energyDataset();
const twh = (v: number | null) => (v === null ? '' : `${v.toLocaleString('en-US')} TWh`);

export default function LineFromDataset() {
  return (
    <LineChart
      height={300}
      dataset={rows}
      margin={{left: 60}}
      xAxis={[{dataKey: 'year', scaleType: 'point'}]}
      series={(['wind', 'solar', 'nuclear'] as const).map((id) => ({
        dataKey: id,
        label: energySource(id).label,
        color: energySource(id).color,
        valueFormatter: twh,
      }))}
    />
  );
}
