import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

const SCALES = ['linear', 'log', 'sqrt'] as const;
const data = COUNTRIES.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy}));

export default function AxisScaleChoice() {
  const [scaleType, setScaleType] = React.useState<(typeof SCALES)[number]>('log');
  return (
    <Stack sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, v) => v && setScaleType(v)}
        aria-label="x-axis scaleType"
        sx={{px: 2}}
      >
        {SCALES.map((s) => (
          <ToggleButton key={s} value={s}>
            {s}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ScatterChart
        height={300}
        xAxis={[{scaleType, label: 'GDP per person (US$)'}]}
        yAxis={[{label: 'Life expectancy (years)'}]}
        series={[{label: 'Countries', data}]}
        slotProps={{legend: {hidden: true}}}
      />
    </Stack>
  );
}
