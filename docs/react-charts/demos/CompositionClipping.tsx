import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {LinePlot, MarkPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsClipPath} from '@mui/x-charts/ChartsClipPath';
import {ChartsReferenceLine} from '@mui/x-charts/ChartsReferenceLine';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

export default function CompositionClipping() {
  const [clip, setClip] = React.useState(true);
  const clipPathId = React.useId();
  return (
    <Stack sx={{width: '100%'}}>
      <FormControlLabel control={<Switch checked={clip} onChange={(e) => setClip(e.target.checked)} />} label="clip to the drawing area" />
      {/* The y-axis stops at 0–25 °C: Singapore's warmer months run past the top. */}
      <ChartContainer
        height={280}
        series={CITY_CLIMATES.map((c) => ({type: 'line' as const, data: [...c.temperature], label: c.city}))}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        yAxis={[{min: 0, max: 25, width: 40}]}
        margin={{top: 30}}
      >
        <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
          <LinePlot />
          <MarkPlot />
        </g>
        <ChartsReferenceLine y={25} label="axis maximum" labelAlign="end" />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsClipPath id={clipPathId} />
      </ChartContainer>
    </Stack>
  );
}
