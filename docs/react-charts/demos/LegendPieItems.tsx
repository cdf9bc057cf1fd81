import * as React from 'react';
import {PieChart} from '@mui/x-charts/PieChart';
import {populationByRegion, REGION_COLORS} from '@site/src/demo-data/charts-feature-countries';

const data = populationByRegion().map((r) => ({id: r.region, value: r.population, label: r.region, color: REGION_COLORS[r.region]}));

export default function LegendPieItems() {
  // A pie chart lists its slices, not its series: one legend item per data point with a label.
  return (
    <PieChart
      height={260}
      series={[{data, valueFormatter: (item) => `${item.value.toLocaleString('en-US')} million`}]}
      slotProps={{legend: {direction: 'vertical', position: {vertical: 'middle', horizontal: 'end'}}}}
    />
  );
}
