import * as React from 'react';
import {PieChart} from '@mui/x-charts/PieChart';
import {BROWSER_SHARES_2024} from '@site/src/demo-data/charts-web';

export default function PieBasic() {
  return (
    <PieChart height={260} series={[{data: [...BROWSER_SHARES_2024], valueFormatter: (item) => `${item.value}%`}]} margin={{right: 170}} />
  );
}
