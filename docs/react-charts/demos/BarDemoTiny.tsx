import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const singapore = cityClimate('singapore');

export default function BarDemoTiny() {
  return (
    <Box sx={{width: 240}}>
      <Typography variant="caption" color="text.secondary">
        Singapore, rain per month
      </Typography>
      {/* No axes, no legend, no margin: the bars are the whole chart. */}
      <BarChart
        height={80}
        margin={0}
        hideLegend
        xAxis={[{scaleType: 'band', data: [...MONTHS_SHORT], position: 'none'}]}
        yAxis={[{position: 'none'}]}
        series={[{data: [...singapore.precipitation], valueFormatter: (v) => `${v} mm`}]}
      />
    </Box>
  );
}
