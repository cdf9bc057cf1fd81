import {PieChart} from '@mui/x-charts/PieChart';
import {continentShares2020} from '@site/src/demo-data/charts-population';

const data = continentShares2020().map((c) => ({id: c.continent, label: c.continent, value: c.population}));

// Two series in one chart, each with its own centre and radii (in px or % of the available radius).
export default function PieSizing() {
  return (
    <PieChart
      height={260}
      hideLegend
      series={[
        {data, outerRadius: 100, cx: '25%', valueFormatter: (item) => `${item.value} billion`},
        {
          data,
          innerRadius: '40%',
          outerRadius: '70%',
          cx: '75%',
          cy: '45%',
          valueFormatter: (item) => `${item.value} billion`,
        },
      ]}
    />
  );
}
