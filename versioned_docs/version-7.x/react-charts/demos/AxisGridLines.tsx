import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_YEARS, energySource} from '@site/src/demo-data/charts-feature-energy';

export default function AxisGridLines() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(true);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{px: 2}}>
        <FormControlLabel control={<Switch checked={horizontal} onChange={(e) => setHorizontal(e.target.checked)} />} label="horizontal" />
        <FormControlLabel control={<Switch checked={vertical} onChange={(e) => setVertical(e.target.checked)} />} label="vertical" />
      </Stack>
      <LineChart
        height={280}
        grid={{horizontal, vertical}}
        xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS]}]}
        series={[{data: [...energySource('solar').generation], label: 'Solar (TWh)', color: energySource('solar').color}]}
      />
    </Stack>
  );
}
