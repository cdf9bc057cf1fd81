import * as React from 'react';
import {BarChartPro} from '@mui/x-charts-pro/BarChartPro';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

// Sorted from least to most populous; the chart opens on the ten smallest of the twenty.
const rows = [...COUNTRIES].sort((a, b) => a.population - b.population);

export default function ZoomInitial() {
  return (
    <BarChartPro
      height={300}
      // Uncontrolled: a starting zoom, then the reader's gestures take over.
      initialZoom={[{axisId: 'countries', start: 0, end: 50}]}
      // 'discard': the y-axis fits the visible countries only.
      xAxis={[{id: 'countries', scaleType: 'band', data: rows.map((c) => c.country), zoom: {filterMode: 'discard'}}]}
      yAxis={[{label: 'Millions', width: 60, zoom: false}]}
      series={[{data: rows.map((c) => c.population), label: 'Population 2024'}]}
      hideLegend
    />
  );
}
