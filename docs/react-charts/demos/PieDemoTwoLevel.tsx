import {PieChart} from '@mui/x-charts/PieChart';
import {TOP_COUNTRIES_2023} from '@site/src/demo-data/charts-population';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

// Inner ring: continents; outer ring: the countries of each, in the same order so they line up.
const countries = [...TOP_COUNTRIES_2023].sort((a, b) => a.continent.localeCompare(b.continent) || b.population - a.population);
const continents = [...new Set(countries.map((c) => c.continent))].map((continent) => ({
  id: continent,
  label: continent,
  value: countries.filter((c) => c.continent === continent).reduce((sum, c) => sum + c.population, 0),
}));
const millions = (item: {value: number}) => `${item.value.toLocaleString('en-US')} million`;

export default function PieDemoTwoLevel() {
  return (
    <PieChart
      colors={whiteLabelPalette()}
      height={320}
      hideLegend
      series={[
        {
          id: 'continents',
          data: continents,
          outerRadius: 80,
          arcLabel: 'label',
          arcLabelMinAngle: 30,
          valueFormatter: millions,
        },
        {
          id: 'countries',
          data: countries.map((c) => ({id: c.code, label: c.country, value: c.population})),
          innerRadius: 90,
          outerRadius: 130,
          paddingAngle: 1,
          valueFormatter: millions,
        },
      ]}
      sx={{'& .MuiPieArcLabel-root': {fill: '#fff', fontSize: 12}}}
    />
  );
}
