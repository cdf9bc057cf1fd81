import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {BarChart} from '@mui/x-charts/BarChart';

// Population in millions (2023, rounded): the small states are a sliver next to Germany.
const countries = ['Germany', 'Portugal', 'Estonia', 'Luxembourg', 'Malta', 'Iceland'];
const population = [84.5, 10.5, 1.37, 0.66, 0.54, 0.39];

export default function BarsMinSize() {
  const [withMinimum, setWithMinimum] = React.useState(true);
  return (
    <Stack sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={withMinimum} onChange={(e) => setWithMinimum(e.target.checked)} />}
        label="minBarSize: 10"
      />
      <BarChart
        height={280}
        xAxis={[{scaleType: 'band', data: countries}]}
        series={[
          {
            data: population,
            label: 'Population (millions)',
            minBarSize: withMinimum ? 10 : 0,
            valueFormatter: (v) => `${v} million`,
          },
        ]}
      />
    </Stack>
  );
}
