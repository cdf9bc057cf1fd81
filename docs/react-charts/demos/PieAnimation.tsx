import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {PieChart} from '@mui/x-charts/PieChart';
import {ENERGY_SOURCES, ENERGY_SOURCE_LABELS, ENERGY_YEARS, WORLD_GENERATION} from '@site/src/demo-data/charts-energy';

export default function PieAnimation() {
  const [yearIndex, setYearIndex] = React.useState(ENERGY_YEARS.length - 1);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const data = ENERGY_SOURCES.map((id) => ({
    id,
    label: ENERGY_SOURCE_LABELS[id],
    value: WORLD_GENERATION[id][yearIndex]!,
  }));
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={() => setYearIndex((i) => (i === 0 ? ENERGY_YEARS.length - 1 : 0))}>
          Show {yearIndex === 0 ? ENERGY_YEARS.at(-1) : ENERGY_YEARS[0]}
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(e) => setSkipAnimation(e.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <PieChart
        height={260}
        skipAnimation={skipAnimation}
        series={[{data, innerRadius: 40, valueFormatter: (item) => `${item.value} TWh`}]}
      />
    </Stack>
  );
}
