import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts/LineChart';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const KEYS = ['itemMarkWidth', 'itemMarkHeight', 'markGap', 'itemGap', 'padding'] as const;
type Key = (typeof KEYS)[number];

export default function LegendItemSizes() {
  const [sizes, setSizes] = React.useState<Record<Key, number>>({
    itemMarkWidth: 20,
    itemMarkHeight: 4,
    markGap: 8,
    itemGap: 24,
    padding: 10,
  });
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} useFlexGap sx={{px: 2, flexWrap: 'wrap'}}>
        {KEYS.map((k) => (
          <Stack key={k} sx={{width: 140}}>
            <Typography id={`legend-${k}`} variant="caption">
              {k}: {sizes[k]}
            </Typography>
            <Slider
              size="small"
              aria-labelledby={`legend-${k}`}
              value={sizes[k]}
              min={0}
              max={40}
              onChange={(_, v) => setSizes((s) => ({...s, [k]: v as number}))}
            />
          </Stack>
        ))}
      </Stack>
      <LineChart
        height={280}
        margin={{top: 70}}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        series={CITY_CLIMATES.map((c) => ({data: [...c.temperature], label: c.city, showMark: false}))}
        slotProps={{legend: sizes}}
      />
    </Stack>
  );
}
