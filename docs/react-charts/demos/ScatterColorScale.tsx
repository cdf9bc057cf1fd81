import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {COUNTRY_INDICATORS} from '@site/src/demo-data/charts-countries';

// The z value of each point (population) drives its colour through the z-axis colour map.
export default function ScatterColorScale() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{scaleType: 'log', label: 'GDP per person (US$)', valueFormatter: (v: number) => `${v / 1000}k`}]}
      yAxis={[{min: 50, width: 40}]}
      zAxis={[{colorMap: {type: 'piecewise', thresholds: [50, 200], colors: ['#90caf9', '#1e88e5', '#0d47a1']}}]}
      series={[
        {
          label: 'Countries (colour: population under 50 M, to 200 M, above)',
          data: COUNTRY_INDICATORS.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy, z: c.population})),
        },
      ]}
    />
  );
}
