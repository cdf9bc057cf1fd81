import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {BarChart} from '@mui/x-charts/BarChart';
import {ENERGY_SOURCES} from '@site/src/demo-data/charts-feature-energy';

// Year-on-year change per source, TWh, in 2020 (index 5 vs 4) and 2024 (9 vs 8): large and small
// moves, rises and falls.
const changes = ENERGY_SOURCES.map((s) => ({
  source: s.label,
  in2020: s.generation[5] - s.generation[4],
  in2024: s.generation[9] - s.generation[8],
}));
const signed = (v: number | null) => (v == null ? '' : `${v > 0 ? '+' : ''}${v} TWh`);

export default function AxisSymlog() {
  const [symlog, setSymlog] = React.useState(true);
  return (
    <Stack sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={symlog} onChange={(e) => setSymlog(e.target.checked)} />}
        label="symlog scale (off: linear)"
      />
      <BarChart
        height={300}
        layout="horizontal"
        dataset={changes}
        yAxis={[{scaleType: 'band', dataKey: 'source', width: 70}]}
        xAxis={[
          symlog
            ? {scaleType: 'symlog', constant: 10, label: 'Change on the year before (TWh, symlog)'}
            : {scaleType: 'linear', label: 'Change on the year before (TWh)'},
        ]}
        series={[
          {dataKey: 'in2020', label: '2020', valueFormatter: signed},
          {dataKey: 'in2024', label: '2024', valueFormatter: signed},
        ]}
      />
    </Stack>
  );
}
