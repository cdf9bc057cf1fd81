import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {countriesIn} from '@site/src/demo-data/charts-countries';

export default function ScatterKeyboard() {
  return (
    <ScatterChart
      enableKeyboardNavigation
      height={320}
      xAxis={[{scaleType: 'log', valueFormatter: (v: number) => `${v / 1000}k`}]}
      yAxis={[{min: 50, width: 40}]}
      series={(['Europe', 'Africa'] as const).map((region) => ({
        label: region,
        data: countriesIn(region).map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
      }))}
    />
  );
}
