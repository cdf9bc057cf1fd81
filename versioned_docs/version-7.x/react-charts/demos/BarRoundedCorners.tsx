import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {QUARTERLY_RESULTS} from '@site/src/demo-data/charts-finance';

export default function BarRoundedCorners() {
  const [radius, setRadius] = React.useState(10);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack sx={{px: 2, maxWidth: 320}}>
        <Typography id="bar-radius" variant="body2">
          borderRadius: {radius}
        </Typography>
        <Slider aria-labelledby="bar-radius" value={radius} onChange={(_, v) => setRadius(v as number)} min={0} max={30} />
      </Stack>
      <BarChart
        height={280}
        borderRadius={radius}
        xAxis={[{scaleType: 'band', data: QUARTERLY_RESULTS.map((q) => q.quarter)}]}
        series={[
          {data: QUARTERLY_RESULTS.map((q) => q.revenue), label: 'Revenue'},
          {data: QUARTERLY_RESULTS.map((q) => q.profit), label: 'Profit'},
        ]}
      />
    </Stack>
  );
}
