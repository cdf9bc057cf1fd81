import {PieChart} from '@mui/x-charts/PieChart';
import {continentShares2020} from '@site/src/demo-data/charts-population';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

const data = continentShares2020().map((c) => ({id: c.continent, label: c.continent, value: c.population}));
const total = data.reduce((sum, d) => sum + d.value, 0);

export default function PieDemoCustomLabel() {
  return (
    <PieChart
      colors={whiteLabelPalette()}
      height={300}
      series={[
        {
          data,
          arcLabel: (item) => `${((item.value / total) * 100).toFixed(0)}%`,
          arcLabelMinAngle: 18,
          valueFormatter: (item) => `${item.value} billion`,
        },
      ]}
      sx={{'& .MuiPieArcLabel-root': {fill: '#fff', fontWeight: 700}}}
    />
  );
}
