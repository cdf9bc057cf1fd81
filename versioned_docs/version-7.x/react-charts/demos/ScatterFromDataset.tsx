import * as React from 'react';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

const rows = COUNTRIES.map((c) => ({...c}));

export default function ScatterFromDataset() {
  return (
    <ScatterChart
      height={320}
      dataset={rows}
      margin={{left: 60}}
      xAxis={[{scaleType: 'log', label: 'GDP per person (US$, log scale)'}]}
      yAxis={[{label: 'Life expectancy (years)', min: 50}]}
      series={[
        {
          label: 'Countries',
          datasetKeys: {id: 'id', x: 'gdpPerCapita', y: 'lifeExpectancy'},
          valueFormatter: (value, {dataIndex}) => `${rows[dataIndex].country}: US$${value.x.toLocaleString('en-US')}, ${value.y} years`,
        },
      ]}
      slotProps={{legend: {hidden: true}}}
    />
  );
}
