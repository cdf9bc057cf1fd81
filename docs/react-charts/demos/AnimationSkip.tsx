import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {BarChart} from '@mui/x-charts/BarChart';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

export default function AnimationSkip() {
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const [cityIndex, setCityIndex] = React.useState(0);
  const city = CITY_CLIMATES[cityIndex];
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(e) => setSkipAnimation(e.target.checked)} />}
          label="skipAnimation"
        />
        <Button variant="outlined" size="small" onClick={() => setCityIndex((i) => (i + 1) % CITY_CLIMATES.length)}>
          Next city
        </Button>
      </Stack>
      <BarChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
        yAxis={[{label: 'mm', width: 55, max: 300}]}
        series={[{data: [...city.precipitation], label: `${city.city} precipitation`}]}
      />
    </Stack>
  );
}
