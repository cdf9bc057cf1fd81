import {RadarChart} from '@mui/x-charts/RadarChart';
import {food, NUTRIENTS} from '@site/src/demo-data/charts-nutrition';

const FOODS = ['almonds', 'salmon', 'banana'].map(food);

export default function RadarMultiSeries() {
  return (
    <RadarChart
      height={320}
      series={FOODS.map((f) => ({label: f.food, data: [...f.grams], valueFormatter: (v: number | null) => `${v} g`}))}
      radar={{metrics: [...NUTRIENTS], max: 50}}
    />
  );
}
