import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const sydney = cityClimate('sydney');

export default function AxisSidesChoice() {
  const [onTop, setOnTop] = React.useState(true);
  const [onRight, setOnRight] = React.useState(true);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{px: 2}}>
        <FormControlLabel control={<Switch checked={onTop} onChange={(e) => setOnTop(e.target.checked)} />} label="x-axis on top" />
        <FormControlLabel
          control={<Switch checked={onRight} onChange={(e) => setOnRight(e.target.checked)} />}
          label="y-axis on the right"
        />
      </Stack>
      <LineChart
        height={280}
        margin={{top: 70, bottom: 40}}
        xAxis={[{id: 'months', scaleType: 'point', data: [...MONTHS]}]}
        yAxis={[{id: 'celsius'}]}
        // An axis id (or null) per side: here each axis moves from one side to the other.
        topAxis={onTop ? 'months' : null}
        bottomAxis={onTop ? null : 'months'}
        rightAxis={onRight ? 'celsius' : null}
        leftAxis={onRight ? null : 'celsius'}
        series={[{data: [...sydney.temperature], label: 'Sydney, mean (°C)'}]}
        slotProps={{legend: {position: {vertical: 'bottom', horizontal: 'middle'}}}}
      />
    </Stack>
  );
}
