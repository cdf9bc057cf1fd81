import * as React from 'react';
import {ChartDataProvider} from '@mui/x-charts/ChartDataProvider';
import {ChartsWrapper} from '@mui/x-charts/ChartsWrapper';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {ChartsLegend} from '@mui/x-charts/ChartsLegend';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {ScatterPlot} from '@mui/x-charts/ScatterChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {COUNTRIES, REGIONS, REGION_COLORS} from '@site/src/demo-data/charts-feature-countries';

// The structure every single chart component has inside:
// data provider (state) > wrapper (layout of legend and SVG) > legend + surface (SVG) + tooltip.
export default function CompositionStructure() {
  return (
    <ChartDataProvider
      height={300}
      series={REGIONS.map((region) => ({
        type: 'scatter' as const,
        label: region,
        color: REGION_COLORS[region],
        data: COUNTRIES.filter((c) => c.region === region).map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
      }))}
      xAxis={[{scaleType: 'log', min: 500, label: 'GDP per person (US$, log)'}]}
      yAxis={[{label: 'Life expectancy', width: 55}]}
    >
      <ChartsWrapper legendPosition={{vertical: 'middle', horizontal: 'end'}} legendDirection="vertical">
        <ChartsLegend direction="vertical" />
        <ChartsSurface>
          <ScatterPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </ChartsWrapper>
    </ChartDataProvider>
  );
}
