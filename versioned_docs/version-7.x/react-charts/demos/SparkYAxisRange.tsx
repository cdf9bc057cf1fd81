import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {CITY_CLIMATES} from '@site/src/demo-data/charts-feature-climate';

export default function SparkYAxisRange() {
  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      {CITY_CLIMATES.map((c) => (
        <Stack key={c.id} direction="row" spacing={2} sx={{alignItems: 'center'}}>
          <Typography variant="body2" sx={{width: 90}}>
            {c.city}
          </Typography>
          {/* One range for every row, so the lines can be compared. */}
          <SparkLineChart data={[...c.temperature]} height={40} yAxis={{min: -5, max: 30}} sx={{flex: 1}} />
        </Stack>
      ))}
    </Stack>
  );
}
