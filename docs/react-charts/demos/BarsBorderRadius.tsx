import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 6);

export default function BarsBorderRadius() {
  const [radius, setRadius] = React.useState(10);
  return (
    <Stack sx={{width: '100%'}}>
      <Typography id="bar-radius" variant="body2">
        borderRadius: {radius}
      </Typography>
      <Slider
        aria-labelledby="bar-radius"
        size="small"
        min={0}
        max={30}
        value={radius}
        onChange={(_e, v) => setRadius(v as number)}
        sx={{maxWidth: 300}}
      />
      <BarChart
        height={280}
        borderRadius={radius}
        xAxis={[{scaleType: 'band', data: rows.map((r) => r.code)}]}
        series={[
          {data: rows.map((r) => r.gold), label: 'Gold', stack: 'all', color: '#c9a227'},
          {data: rows.map((r) => r.silver), label: 'Silver', stack: 'all', color: '#8d99a6'},
          {data: rows.map((r) => r.bronze), label: 'Bronze', color: '#a86b3c'},
        ]}
      />
    </Stack>
  );
}
