import * as React from 'react';
import {PieChart, pieArcLabelClasses} from '@mui/x-charts/PieChart';
import {energyMix} from '@site/src/demo-data/charts-feature-energy';

const mix = energyMix(2024);
const total = mix.reduce((sum, m) => sum + m.value, 0);

export default function LabelPieArc() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: mix,
          innerRadius: 40,
          // The label of each arc: its share; arcs narrower than 18° get none.
          arcLabel: (item) => `${((item.value / total) * 100).toFixed(0)} %`,
          arcLabelMinAngle: 18,
          arcLabelRadius: '70%',
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} TWh`,
        },
      ]}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: {fontWeight: 700, fill: '#fff'},
      }}
    />
  );
}
