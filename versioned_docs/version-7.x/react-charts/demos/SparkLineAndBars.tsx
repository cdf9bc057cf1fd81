import * as React from 'react';
import Stack from '@mui/material/Stack';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {cityClimate} from '@site/src/demo-data/charts-feature-climate';

const rain = [...cityClimate('madrid').precipitation];

export default function SparkLineAndBars() {
  return (
    <Stack direction="row" spacing={3} sx={{width: '100%'}}>
      <SparkLineChart data={rain} height={100} sx={{flex: 1}} />
      <SparkLineChart data={rain} height={100} plotType="bar" sx={{flex: 1}} />
    </Stack>
  );
}
