import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

const rows = COUNTRIES.map((c) => ({country: c.country, life: c.lifeExpectancy}));

export default function AxisTickLabelOverflow() {
  const [angle, setAngle] = React.useState(-45);
  const [height, setHeight] = React.useState(80);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{px: 1}}>
        <Box sx={{flex: 1}}>
          <Typography id="overflow-angle" variant="body2">
            tick label angle: {angle}°
          </Typography>
          <Slider
            aria-labelledby="overflow-angle"
            size="small"
            value={angle}
            min={-90}
            max={0}
            step={15}
            onChange={(_, v) => setAngle(v as number)}
          />
        </Box>
        <Box sx={{flex: 1}}>
          <Typography id="overflow-height" variant="body2">
            axis height: {height}px
          </Typography>
          <Slider
            aria-labelledby="overflow-height"
            size="small"
            value={height}
            min={30}
            max={120}
            step={10}
            onChange={(_, v) => setHeight(v as number)}
          />
        </Box>
      </Stack>
      <BarChart
        height={340}
        dataset={rows}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'country',
            height,
            // Rotated labels anchored at their end so they hang below their bar.
            tickLabelStyle: {angle, textAnchor: angle === 0 ? 'middle' : 'end', fontSize: 12},
          },
        ]}
        yAxis={[{label: 'Life expectancy (years)', width: 60}]}
        series={[{dataKey: 'life', label: 'Life expectancy at birth'}]}
        hideLegend
      />
    </Box>
  );
}
