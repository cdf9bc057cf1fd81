import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {populationByRegion, REGION_COLORS} from '@site/src/demo-data/charts-feature-countries';

const regions = populationByRegion();

export default function LabelBarValue() {
  return (
    <BarChart
      height={300}
      // 'value' writes each bar's value inside it, formatted by the series' valueFormatter.
      barLabel="value"
      xAxis={[
        {
          scaleType: 'band',
          data: regions.map((r) => r.region),
          colorMap: {type: 'ordinal', colors: regions.map((r) => REGION_COLORS[r.region])},
        },
      ]}
      yAxis={[{label: 'Millions', width: 75}]}
      series={[
        {
          data: regions.map((r) => r.population),
          label: 'Population (20 largest countries)',
          valueFormatter: (v) => `${v?.toLocaleString('en-US')} M`,
        },
      ]}
      hideLegend
    />
  );
}
