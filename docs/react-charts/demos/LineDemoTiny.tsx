import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const sydney = cityClimate('sydney');

export default function LineDemoTiny() {
  return (
    <Box sx={{width: 240}}>
      <Typography variant="caption" color="text.secondary">
        Sydney, mean temperature over the year
      </Typography>
      <LineChart
        height={80}
        margin={4}
        hideLegend
        xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT], position: 'none'}]}
        yAxis={[{position: 'none'}]}
        series={[{data: [...sydney.temperature], showMark: false, valueFormatter: (v) => `${v} °C`}]}
      />
    </Box>
  );
}
