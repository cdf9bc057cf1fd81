import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {COUNTRY_INDICATORS} from '@site/src/demo-data/charts-countries';

const dataset = COUNTRY_INDICATORS.map((c) => ({...c}));

export default function ScatterDataset() {
  return (
    <ScatterChart
      height={320}
      dataset={dataset}
      xAxis={[{scaleType: 'log', label: 'GDP per person (US$, log scale)', valueFormatter: (v: number) => `${v / 1000}k`}]}
      yAxis={[{min: 50, width: 50}]}
      series={[
        {
          // Which columns of each row hold x, y and the point id.
          datasetKeys: {id: 'id', x: 'gdpPerCapita', y: 'lifeExpectancy'},
          label: 'Countries, 2022',
          valueFormatter: (value, {dataIndex}) =>
            value ? `${dataset[dataIndex]!.country}: ${value.y} years at $${value.x.toLocaleString('en-US')}` : '',
        },
      ]}
    />
  );
}
