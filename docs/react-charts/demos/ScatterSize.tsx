import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {countriesIn} from '@site/src/demo-data/charts-countries';

const points = (region: 'Europe' | 'Africa') => countriesIn(region).map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy}));

export default function ScatterSize() {
  const [size, setSize] = React.useState(8);
  return (
    <Stack sx={{width: '100%'}}>
      <Typography id="marker-size" variant="body2">
        markerSize of Europe: {size}
      </Typography>
      <Slider
        aria-labelledby="marker-size"
        size="small"
        min={2}
        max={16}
        value={size}
        onChange={(_e, v) => setSize(v as number)}
        sx={{maxWidth: 300}}
      />
      <ScatterChart
        height={300}
        xAxis={[{scaleType: 'log', valueFormatter: (v: number) => `${v / 1000}k`}]}
        yAxis={[{min: 50, width: 40}]}
        series={[
          {label: 'Europe', data: points('Europe'), markerSize: size},
          {label: 'Africa', data: points('Africa'), markerSize: 4},
        ]}
      />
    </Stack>
  );
}
