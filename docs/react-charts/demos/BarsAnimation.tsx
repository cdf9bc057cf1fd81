import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {BarChart} from '@mui/x-charts/BarChart';
import {CITY_CLIMATES, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

export default function BarsAnimation() {
  const [cityIndex, setCityIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const city = CITY_CLIMATES[cityIndex]!;

  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Button variant="outlined" size="small" onClick={() => setCityIndex((i) => (i + 1) % CITY_CLIMATES.length)}>
          Next city
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(e) => setSkipAnimation(e.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{scaleType: 'band', data: [...MONTHS_SHORT]}]}
        yAxis={[{min: 0, max: 300, width: 50}]}
        series={[{data: [...city.precipitation], label: `${city.city} precipitation (mm)`}]}
      />
    </Stack>
  );
}
