import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {ChartDataProvider} from '@mui/x-charts/ChartDataProvider';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {LinePlot, AreaPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {useXScale, useYScale} from '@mui/x-charts/hooks';
import {ENERGY_YEARS, energySource} from '@site/src/demo-data/charts-feature-energy';

const solar = energySource('solar');

// An HTML card positioned over the SVG, hanging below-left of a data point: the scales give pixels inside the SVG,
// and the card's parent is the SVG's positioned container.
function Annotation({year, text}: {year: number; text: string}) {
  const x = useXScale<'point'>()(year) ?? 0;
  const y = useYScale<'linear'>()(solar.generation[ENERGY_YEARS.indexOf(year as (typeof ENERGY_YEARS)[number])]);
  return (
    <Paper
      elevation={3}
      sx={{position: 'absolute', left: x, top: y, transform: 'translate(-100%, 12px)', p: 1, maxWidth: 200, pointerEvents: 'none'}}
    >
      <Typography variant="caption">{text}</Typography>
    </Paper>
  );
}

export default function ComponentsHtmlAnnotation() {
  return (
    <ChartDataProvider
      height={280}
      series={[{type: 'line', data: [...solar.generation], label: 'Solar (TWh)', area: true, color: solar.color}]}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (v: number) => String(v)}]}
      yAxis={[{width: 55}]}
    >
      <Box sx={{position: 'relative', width: '100%'}}>
        <ChartsSurface>
          <AreaPlot />
          <LinePlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <Annotation year={2024} text="2024: solar passes 2,000 TWh, more than eight times its 2015 output." />
      </Box>
    </ChartDataProvider>
  );
}
