import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {BarChart} from '@mui/x-charts/BarChart';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

export default function AxisGrid() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(e) => setHorizontal(e.target.checked)} />}
          label="horizontal lines"
        />
        <FormControlLabel control={<Switch checked={vertical} onChange={(e) => setVertical(e.target.checked)} />} label="vertical lines" />
      </Stack>
      <BarChart
        height={300}
        grid={{horizontal, vertical}}
        xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
        yAxis={[{label: 'Precipitation (mm)', width: 60}]}
        series={CITY_CLIMATES.slice(2).map((c) => ({data: [...c.precipitation], label: c.city}))}
      />
    </Stack>
  );
}
