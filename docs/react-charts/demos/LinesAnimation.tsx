import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {LineChart} from '@mui/x-charts/LineChart';
import {CITY_CLIMATES, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

export default function LinesAnimation() {
  const [index, setIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const city = CITY_CLIMATES[index]!;
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={() => setIndex((i) => (i + 1) % CITY_CLIMATES.length)}>
          Next city
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(e) => setSkipAnimation(e.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <LineChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
        yAxis={[{min: -5, max: 30, width: 50}]}
        series={[{data: [...city.temperature], label: `${city.city} (°C)`, area: true}]}
      />
    </Stack>
  );
}
