import * as React from 'react';
import Stack from '@mui/material/Stack';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {lineElementClasses} from '@mui/x-charts/LineChart';
import {cityClimate} from '@site/src/demo-data/charts-feature-climate';

const temperature = [...cityClimate('sydney').temperature];

export default function SparkColorsAndWidth() {
  return (
    <Stack direction="row" spacing={3} sx={{width: '100%'}}>
      <SparkLineChart data={temperature} height={100} colors={['#e65100']} sx={{flex: 1}} />
      <SparkLineChart
        data={temperature}
        height={100}
        colors={['#00897b']}
        area
        sx={{flex: 1, [`& .${lineElementClasses.root}`]: {strokeWidth: 4}}}
      />
    </Stack>
  );
}
