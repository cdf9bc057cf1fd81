import * as React from 'react';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {COUNTRIES, REGIONS, REGION_COLORS} from '@site/src/demo-data/charts-feature-countries';

export default function ScatterMarkerSizes() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{scaleType: 'log', label: 'GDP per person (US$)'}]}
      yAxis={[{label: 'Life expectancy (years)'}]}
      series={REGIONS.map((region, i) => ({
        label: region,
        color: REGION_COLORS[region],
        // One size per series: v7 has no per-point size, so each region gets its own.
        markerSize: 3 + i * 2,
        data: COUNTRIES.filter((c) => c.region === region).map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
      }))}
    />
  );
}
