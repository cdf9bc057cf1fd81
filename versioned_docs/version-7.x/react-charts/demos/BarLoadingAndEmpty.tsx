import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {BarChart} from '@mui/x-charts/BarChart';
import {QUARTERLY_RESULTS} from '@site/src/demo-data/charts-finance';

export default function BarLoadingAndEmpty() {
  const [loading, setLoading] = React.useState(true);
  const [empty, setEmpty] = React.useState(false);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{px: 2}}>
        <FormControlLabel control={<Switch checked={loading} onChange={(e) => setLoading(e.target.checked)} />} label="loading" />
        <FormControlLabel control={<Switch checked={empty} onChange={(e) => setEmpty(e.target.checked)} />} label="no data" />
      </Stack>
      <BarChart
        height={260}
        loading={loading}
        xAxis={[{scaleType: 'band', data: empty ? [] : QUARTERLY_RESULTS.map((q) => q.quarter)}]}
        series={[{data: empty ? [] : QUARTERLY_RESULTS.map((q) => q.customers), label: 'Customers'}]}
      />
    </Stack>
  );
}
