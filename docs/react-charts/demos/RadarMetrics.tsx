import {RadarChart} from '@mui/x-charts/RadarChart';
import {FOODS} from '@site/src/demo-data/charts-nutrition';

// Metrics on different scales: each one gets its own maximum (and could get a minimum).
const metrics = [
  {name: 'Energy (kcal)', max: 600},
  {name: 'Protein (g)', max: 25},
  {name: 'Fat (g)', max: 50},
  {name: 'Fibre (g)', max: 15},
];
const picked = FOODS.filter((f) => ['almonds', 'lentils', 'cheddar'].includes(f.id));

export default function RadarMetrics() {
  return (
    <RadarChart
      height={320}
      series={picked.map((f) => ({label: f.food, data: [f.energy, f.grams[0]!, f.grams[1]!, f.grams[3]!]}))}
      radar={{metrics}}
    />
  );
}
