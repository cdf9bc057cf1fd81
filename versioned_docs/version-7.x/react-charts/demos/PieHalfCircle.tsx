import * as React from 'react';
import {PieChart} from '@mui/x-charts/PieChart';
import {PLATFORM_SHARES_2024} from '@site/src/demo-data/charts-web';

export default function PieHalfCircle() {
  return (
    <PieChart
      height={220}
      margin={{top: 10, bottom: 10, left: 10, right: 10}}
      series={[
        {
          data: [...PLATFORM_SHARES_2024],
          startAngle: -90,
          endAngle: 90,
          innerRadius: 70,
          outerRadius: 150,
          cy: '90%',
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
      slotProps={{legend: {direction: 'row', position: {vertical: 'top', horizontal: 'middle'}}}}
    />
  );
}
