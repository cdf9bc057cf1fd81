import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {COUNTRY_INDICATORS} from '@site/src/demo-data/charts-countries';

export default function ScatterGrid() {
  return (
    <ScatterChart
      height={300}
      grid={{vertical: true, horizontal: true}}
      xAxis={[{scaleType: 'log', valueFormatter: (v: number) => `${v / 1000}k`}]}
      yAxis={[{min: 50, width: 40}]}
      series={[{data: COUNTRY_INDICATORS.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})), label: 'Countries'}]}
      hideLegend
    />
  );
}
