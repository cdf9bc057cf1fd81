import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {RadarChart} from '@mui/x-charts/RadarChart';
import {food, NUTRIENTS} from '@site/src/demo-data/charts-nutrition';

type Trigger = 'axis' | 'item' | 'none';
const FOODS = ['oats', 'cheddar'].map(food);

export default function RadarTooltip() {
  const [trigger, setTrigger] = React.useState<Trigger>('item');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_e, v: Trigger | null) => v && setTrigger(v)}
        aria-label="tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={300}
        // 'item' needs a series highlight, so the chart knows which area is under the pointer.
        highlight={trigger === 'item' ? 'series' : 'axis'}
        slotProps={{tooltip: {trigger}}}
        series={FOODS.map((f) => ({label: f.food, data: [...f.grams], valueFormatter: (v: number | null) => `${v} g`}))}
        radar={{metrics: [...NUTRIENTS], max: 70}}
      />
    </Stack>
  );
}
