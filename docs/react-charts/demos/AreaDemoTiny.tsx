import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_YEARS, WORLD_GENERATION} from '@site/src/demo-data/charts-energy';

export default function AreaDemoTiny() {
  return (
    <Box sx={{width: 240}}>
      <Typography variant="caption" color="text.secondary">
        World solar generation, 2015–2023
      </Typography>
      <LineChart
        height={80}
        margin={2}
        hideLegend
        xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], position: 'none'}]}
        yAxis={[{position: 'none'}]}
        series={[
          {
            data: [...WORLD_GENERATION.solar],
            area: true,
            showMark: false,
            color: '#f9a825',
            valueFormatter: (v) => `${v} TWh`,
          },
        ]}
      />
    </Box>
  );
}
