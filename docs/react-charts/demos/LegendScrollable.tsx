import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

// One series per country: twenty legend items, more than the chart's height can list.
const series = COUNTRIES.map((c) => ({data: [c.lifeExpectancy], label: c.country, stack: undefined}));

export default function LegendScrollable() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: ['Life expectancy at birth (years)']}]}
      yAxis={[{width: 40}]}
      series={series}
      slotProps={{
        legend: {
          direction: 'vertical',
          position: {vertical: 'middle', horizontal: 'end'},
          // The legend is HTML: cap its height and let it scroll.
          sx: {maxHeight: 260, overflowY: 'auto', flexWrap: 'nowrap', pr: 1},
          // A scrolling region must be reachable with the keyboard to be scrolled with it.
          tabIndex: 0,
        },
      }}
    />
  );
}
