import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {BarChart} from '@mui/x-charts/BarChart';
import {createMonthlySales} from '@site/src/demo-data/sales';

const sales = createMonthlySales();

export default function MonthlyRevenueBars() {
  const [stacked, setStacked] = React.useState(false);
  const stack = stacked ? 'total' : undefined;

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={stacked} onChange={(event) => setStacked(event.target.checked)} />}
        label="Stack the shops"
      />
      <BarChart
        height={300}
        dataset={sales.map((row) => ({...row}))}
        xAxis={[{scaleType: 'band', dataKey: 'month'}]}
        series={[
          {dataKey: 'harbour', label: 'Harbour shop', stack},
          {dataKey: 'station', label: 'Station shop', stack},
        ]}
        yAxis={[{label: 'Revenue (k$)', width: 60}]}
      />
    </Box>
  );
}
