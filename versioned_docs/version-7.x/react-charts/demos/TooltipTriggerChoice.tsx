import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 5);
type Trigger = 'axis' | 'item' | 'none';

export default function TooltipTriggerChoice() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');
  return (
    <Stack sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, v: Trigger | null) => v && setTrigger(v)}
        aria-label="tooltip trigger"
        sx={{px: 2}}
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        tooltip={{trigger}}
        xAxis={[{scaleType: 'band', data: rows.map((r) => r.country)}]}
        series={[
          {data: rows.map((r) => r.gold), label: 'Gold'},
          {data: rows.map((r) => r.silver), label: 'Silver'},
          {data: rows.map((r) => r.bronze), label: 'Bronze'},
        ]}
      />
    </Stack>
  );
}
