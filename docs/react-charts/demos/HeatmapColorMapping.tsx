import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {Heatmap, type HeatmapProps} from '@mui/x-charts-pro/Heatmap';
import {CITY_CLIMATES, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

type Mode = 'continuous' | 'piecewise';

const data = CITY_CLIMATES.flatMap((city, y) => city.temperature.map((t, x) => [x, y, t] as [number, number, number]));

type ColorMap = NonNullable<HeatmapProps['zAxis']>[number]['colorMap'];

const COLOR_MAPS: Record<Mode, ColorMap> = {
  continuous: {type: 'continuous', min: -5, max: 30, color: ['#1565c0', '#ef6c00']},
  piecewise: {type: 'piecewise', thresholds: [0, 10, 20], colors: ['#0d47a1', '#64b5f6', '#ffb74d', '#e65100']},
};

export default function HeatmapColorMapping() {
  const [mode, setMode] = React.useState<Mode>('continuous');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_e, v: Mode | null) => v && setMode(v)} aria-label="colour map">
        <ToggleButton value="continuous">continuous</ToggleButton>
        <ToggleButton value="piecewise">piecewise</ToggleButton>
      </ToggleButtonGroup>
      <Heatmap
        height={280}
        xAxis={[{data: [...MONTHS_SHORT]}]}
        yAxis={[{data: CITY_CLIMATES.map((c) => c.city), width: 70}]}
        zAxis={[{colorMap: COLOR_MAPS[mode]}]}
        series={[{data, label: 'Mean temperature', valueFormatter: (v) => `${v} °C`}]}
      />
    </Stack>
  );
}
