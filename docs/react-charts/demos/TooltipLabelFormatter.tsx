import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const cities = CITY_CLIMATES.slice(0, 2);

export default function TooltipLabelFormatter() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[{label: 'Hours', width: 55}]}
      series={cities.map((c) => ({
        data: [...c.sunshine],
        // A short label in the legend, a longer one in the tooltip.
        label: (location: 'tooltip' | 'legend') => (location === 'legend' ? c.city : `Sunshine in ${c.city}, ${c.country}`),
        valueFormatter: (v) => `${v} h`,
      }))}
    />
  );
}
