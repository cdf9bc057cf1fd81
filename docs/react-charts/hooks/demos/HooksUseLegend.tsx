import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {ChartDataProvider} from '@mui/x-charts/ChartDataProvider';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {LinePlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsLabelMark} from '@mui/x-charts/ChartsLabel';
import {useLegend} from '@mui/x-charts/hooks';
import {ENERGY_SOURCES, ENERGY_YEARS} from '@site/src/demo-data/charts-feature-energy';

// The legend items as Material UI chips.
function ChipLegend() {
  const {items} = useLegend();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', mb: 1}}>
      {items.map((item) => (
        <Chip
          key={item.id}
          size="small"
          variant="outlined"
          label={item.label}
          icon={<ChartsLabelMark type={item.markType} color={item.color} />}
          sx={{pl: 0.5}}
        />
      ))}
    </Stack>
  );
}

export default function HooksUseLegend() {
  return (
    <ChartDataProvider
      height={240}
      series={ENERGY_SOURCES.map((s) => ({
        type: 'line' as const,
        data: [...s.generation],
        label: s.label,
        color: s.color,
        showMark: false,
        labelMarkType: 'line' as const,
      }))}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (v: number) => String(v)}]}
      yAxis={[{width: 60}]}
    >
      <Stack sx={{width: '100%'}}>
        <ChipLegend />
        <ChartsSurface>
          <LinePlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </Stack>
    </ChartDataProvider>
  );
}
