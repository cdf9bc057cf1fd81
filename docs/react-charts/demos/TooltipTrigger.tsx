import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts/BarChart';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

type Trigger = 'axis' | 'item' | 'none';

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, v: Trigger | null) => v && setTrigger(v)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
        yAxis={[{label: 'Precipitation (mm)', width: 60}]}
        series={CITY_CLIMATES.map((c) => ({data: [...c.precipitation], label: c.city, valueFormatter: (v) => `${v} mm`}))}
        slotProps={{tooltip: {trigger}}}
      />
    </Stack>
  );
}
