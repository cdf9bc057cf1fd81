import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

type Baseline = 'zero' | 'min' | 'max' | 'ten';
const VALUES: Record<Baseline, number | 'min' | 'max'> = {zero: 0, min: 'min', max: 'max', ten: 10};
const london = cityClimate('london');

export default function LinesBaseline() {
  const [baseline, setBaseline] = React.useState<Baseline>('ten');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={baseline}
        onChange={(_e, v: Baseline | null) => v && setBaseline(v)}
        aria-label="baseline"
      >
        <ToggleButton value="zero">0 (default)</ToggleButton>
        <ToggleButton value="min">'min'</ToggleButton>
        <ToggleButton value="max">'max'</ToggleButton>
        <ToggleButton value="ten">10</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
        yAxis={[{width: 50}]}
        series={[{data: [...london.temperature], area: true, baseline: VALUES[baseline], label: 'London (°C)'}]}
        hideLegend
      />
    </Stack>
  );
}
