import * as React from 'react';
import Box from '@mui/material/Box';
import {BarChart} from '@mui/x-charts/BarChart';

export default function CustomComponentsChart() {
  return (
    <Box sx={{height: 300}}>
      <BarChart
        height={300}
        xAxis={[{data: ['Q1', 'Q2', 'Q3', 'Q4'], scaleType: 'band'}]}
        series={[
          {data: [12, 19, 15, 22], label: 'Online'},
          {data: [8, 9, 11, 10], label: 'In store'},
        ]}
        // The legend is a slot: slotProps moves it without replacing it.
        slotProps={{legend: {direction: 'vertical', position: {vertical: 'middle', horizontal: 'end'}}}}
      />
    </Box>
  );
}
