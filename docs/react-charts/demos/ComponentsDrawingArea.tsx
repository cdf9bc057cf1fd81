import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {useDrawingArea} from '@mui/x-charts/hooks';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

// A caption in the top-left corner of the drawing area, whatever the chart's size and margins.
function SourceCaption() {
  const theme = useTheme();
  const {left, top, width} = useDrawingArea();
  return (
    <text x={left + 8} y={top + 16} fill={(theme.vars ?? theme).palette.text.secondary} style={{font: '12px sans-serif'}}>
      {width > 360 ? 'Sources: World Bank (GDP 2023, life expectancy), rounded' : 'World Bank, rounded'}
    </text>
  );
}

export default function ComponentsDrawingArea() {
  return (
    <ScatterChart
      height={320}
      series={[
        {
          data: COUNTRIES.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
          label: 'Countries',
          valueFormatter: (p, {dataIndex}) => p && COUNTRIES[dataIndex].country,
        },
      ]}
      xAxis={[{scaleType: 'log', min: 500, label: 'GDP per person (US$, log)'}]}
      yAxis={[{min: 50, max: 90, width: 40}]}
      hideLegend
    >
      <SourceCaption />
    </ScatterChart>
  );
}
