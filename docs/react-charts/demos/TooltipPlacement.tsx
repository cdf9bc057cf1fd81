import * as React from 'react';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

const points = COUNTRIES.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy}));

export default function TooltipPlacement() {
  return (
    <ScatterChart
      height={320}
      series={[
        {
          data: points,
          label: 'Countries',
          markerSize: 6,
          valueFormatter: (p, {dataIndex}) => p && `${COUNTRIES[dataIndex].country}: US$${p.x.toLocaleString('en-US')}, ${p.y} years`,
        },
      ]}
      xAxis={[{scaleType: 'log', min: 500, label: 'GDP per person (US$, log)'}]}
      yAxis={[{label: 'Life expectancy', width: 55}]}
      hideLegend
      // The tooltip is a Popper: place it above the pointer, 16 px away, instead of beside it.
      slotProps={{
        tooltip: {
          placement: 'top',
          modifiers: [{name: 'offset', options: {offset: [0, 16]}}],
        },
      }}
    />
  );
}
