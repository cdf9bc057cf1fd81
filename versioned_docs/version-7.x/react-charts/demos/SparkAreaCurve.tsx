import * as React from 'react';
import Stack from '@mui/material/Stack';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {cityClimate} from '@site/src/demo-data/charts-feature-climate';

const sunshine = [...cityClimate('oslo').sunshine];

export default function SparkAreaCurve() {
  return (
    <Stack direction="row" spacing={3} sx={{width: '100%'}}>
      <SparkLineChart data={sunshine} height={100} area sx={{flex: 1}} />
      <SparkLineChart data={sunshine} height={100} curve="natural" sx={{flex: 1}} />
      <SparkLineChart data={sunshine} height={100} curve="step" area sx={{flex: 1}} />
    </Stack>
  );
}
