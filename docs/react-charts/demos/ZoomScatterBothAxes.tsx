import * as React from 'react';
import {ScatterChartPro} from '@mui/x-charts-pro/ScatterChartPro';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

export default function ZoomScatterBothAxes() {
  return (
    <ScatterChartPro
      height={320}
      // Both axes zoom: the wheel zooms around the pointer on x and y at once. Markers keep their
      // size in pixels, so crowded groups separate as you zoom in.
      xAxis={[{label: 'GDP per person (US$)', zoom: true, valueFormatter: (v: number) => `${Math.round(v / 1000)}k`}]}
      yAxis={[{label: 'Life expectancy', width: 55, zoom: true}]}
      series={[
        {
          data: COUNTRIES.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
          label: 'Countries',
          markerSize: 6,
          valueFormatter: (p, {dataIndex}) => p && `${COUNTRIES[dataIndex].country}: US$${p.x.toLocaleString('en-US')}`,
        },
      ]}
      hideLegend
    />
  );
}
