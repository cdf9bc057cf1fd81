import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {COUNTRIES, REGIONS} from '@site/src/demo-data/charts-feature-countries';

// Sorted by region so that each group is one contiguous run of bars.
const rows = [...COUNTRIES]
  .filter((c) => c.population < 400)
  .sort((a, b) => REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region) || b.population - a.population)
  .map((c) => ({key: `${c.region}|${c.country}`, population: c.population}));

export default function AxisGroupedY() {
  return (
    <BarChart
      height={520}
      layout="horizontal"
      dataset={rows}
      yAxis={[
        {
          scaleType: 'band',
          dataKey: 'key',
          width: 170,
          groups: [
            {getValue: (key: string) => key.split('|')[1]},
            // The label of a group ends `tickSize` pixels from the axis: past the country names.
            {getValue: (key: string) => key.split('|')[0], tickSize: 100, tickLabelStyle: {fontWeight: 700}},
          ],
        },
      ]}
      xAxis={[{label: 'Population 2024 (millions)'}]}
      series={[{dataKey: 'population', label: 'Population (millions)'}]}
      hideLegend
    />
  );
}
