import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {countriesIn, REGIONS} from '@site/src/demo-data/charts-countries';

export default function ScatterBasic() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{label: 'GDP per person (US$)', valueFormatter: (v: number) => `${v / 1000}k`}]}
      yAxis={[{label: 'Life expectancy (years)', min: 50, width: 60}]}
      series={REGIONS.map((region) => ({
        label: region,
        data: countriesIn(region).map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
      }))}
    />
  );
}
