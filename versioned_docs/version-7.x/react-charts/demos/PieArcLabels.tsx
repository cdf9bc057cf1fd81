import * as React from 'react';
import {PieChart, pieArcLabelClasses} from '@mui/x-charts/PieChart';
import {BROWSER_SHARES_2024} from '@site/src/demo-data/charts-web';

export default function PieArcLabels() {
  return (
    <PieChart
      height={280}
      margin={{right: 170}}
      series={[
        {
          data: [...BROWSER_SHARES_2024],
          arcLabel: (item) => `${item.value}%`,
          // Slices thinner than 15 degrees keep their share for the tooltip only.
          arcLabelMinAngle: 15,
        },
      ]}
      sx={{[`& .${pieArcLabelClasses.root}`]: {fill: '#fff', fontWeight: 600}}}
    />
  );
}
