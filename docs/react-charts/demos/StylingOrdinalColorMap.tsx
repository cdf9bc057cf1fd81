import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {COUNTRIES, REGION_COLORS} from '@site/src/demo-data/charts-feature-countries';

const rows = COUNTRIES.slice(2, 16);

export default function StylingOrdinalColorMap() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      dataset={rows.map((c) => ({country: c.country, life: c.lifeExpectancy}))}
      yAxis={[
        {
          scaleType: 'band',
          dataKey: 'country',
          width: 100,
          // Each category of the band axis gets a colour: here the colour of its region.
          colorMap: {type: 'ordinal', values: rows.map((c) => c.country), colors: rows.map((c) => REGION_COLORS[c.region])},
        },
      ]}
      xAxis={[{label: 'Life expectancy at birth (years)'}]}
      series={[{dataKey: 'life', label: 'Life expectancy'}]}
      hideLegend
    />
  );
}
