import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {COUNTRY_INDICATORS} from '@site/src/demo-data/charts-countries';

// Two measures against the same x: life expectancy (left axis) and population (right axis, log scale).
export default function ScatterDemoMultipleYAxes() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{scaleType: 'log', label: 'GDP per person (US$)', valueFormatter: (v: number) => `${v / 1000}k`}]}
      yAxis={[
        {id: 'life', label: 'Life expectancy (years)', min: 50, width: 60},
        {id: 'people', label: 'Population (millions, log)', scaleType: 'log', position: 'right', width: 60},
      ]}
      series={[
        {
          yAxisId: 'life',
          label: 'Life expectancy',
          data: COUNTRY_INDICATORS.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
        },
        {
          yAxisId: 'people',
          label: 'Population',
          data: COUNTRY_INDICATORS.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.population})),
        },
      ]}
    />
  );
}
