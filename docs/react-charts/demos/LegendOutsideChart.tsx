import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import {ChartDataProvider} from '@mui/x-charts/ChartDataProvider';
import {ChartsLegend} from '@mui/x-charts/ChartsLegend';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {LinePlot, AreaPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ENERGY_YEARS, energySource} from '@site/src/demo-data/charts-feature-energy';

const sources = [energySource('wind'), energySource('solar')];

export default function LegendOutsideChart() {
  return (
    // Inside the data provider, the legend is a plain HTML element: put it anywhere.
    <ChartDataProvider
      height={220}
      series={sources.map((s) => ({
        type: 'line' as const,
        data: [...s.generation],
        label: s.label,
        color: s.color,
        area: true,
        stack: 'renewables',
      }))}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (y: number) => String(y)}]}
      yAxis={[{width: 50}]}
    >
      <Card variant="outlined" sx={{width: '100%'}}>
        <CardHeader
          title="Wind and solar, world (TWh)"
          slotProps={{title: {variant: 'subtitle1'}}}
          action={<ChartsLegend direction="vertical" sx={{pt: 1, pr: 1}} />}
        />
        <CardContent sx={{pt: 0}}>
          <ChartsSurface>
            <AreaPlot />
            <LinePlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
        </CardContent>
      </Card>
    </ChartDataProvider>
  );
}
