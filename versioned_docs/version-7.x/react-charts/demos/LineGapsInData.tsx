import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

// A weather station that sent nothing in April and in August-September.
const readings = cityClimate('madrid').temperature.map((t, i) => (i === 3 || i === 7 || i === 8 ? null : t));

export default function LineGapsInData() {
  const [connectNulls, setConnectNulls] = React.useState(false);
  return (
    <Stack sx={{width: '100%'}}>
      <FormControlLabel
        sx={{px: 2}}
        control={<Switch checked={connectNulls} onChange={(e) => setConnectNulls(e.target.checked)} />}
        label="connectNulls"
      />
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        series={[{data: readings, label: 'Madrid, mean (°C)', connectNulls}]}
      />
    </Stack>
  );
}
