import Box from '@mui/material/Box';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const sydney = cityClimate('sydney');

// No width: the chart fills its container (60% of the box here) and follows its resizes.
export default function QuickstartLayout() {
  return (
    <Box sx={{width: '60%', minWidth: 260, border: 1, borderColor: 'divider', borderRadius: 2, p: 1}}>
      <LineChart
        height={220}
        xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
        yAxis={[{width: 40}]}
        series={[{data: [...sydney.temperature], label: 'Sydney (°C)'}]}
        hideLegend
      />
    </Box>
  );
}
