import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {RadarChart} from '@mui/x-charts/RadarChart';
import {food, NUTRIENTS} from '@site/src/demo-data/charts-nutrition';

type Highlight = 'axis' | 'series' | 'none';
const FOODS = ['almonds', 'salmon', 'banana'].map(food);

export default function RadarHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_e, v: Highlight | null) => v && setHighlight(v)}
        aria-label="highlight"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={320}
        highlight={highlight}
        series={FOODS.map((f) => ({
          label: f.food,
          data: [...f.grams],
          highlightScope: {highlight: 'series' as const, fade: 'global' as const},
        }))}
        radar={{metrics: [...NUTRIENTS], max: 50}}
      />
    </Stack>
  );
}
