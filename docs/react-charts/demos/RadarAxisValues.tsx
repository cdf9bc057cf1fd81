import {RadarChart, RadarAxis} from '@mui/x-charts/RadarChart';
import {food, NUTRIENTS} from '@site/src/demo-data/charts-nutrition';

const FOODS = ['oats', 'almonds'].map(food);

// RadarAxis writes the scale along one metric's axis; `divisions` sets how many values.
export default function RadarAxisValues() {
  return (
    <RadarChart height={320} series={FOODS.map((f) => ({label: f.food, data: [...f.grams]}))} radar={{metrics: [...NUTRIENTS], max: 70}}>
      <RadarAxis metric="Protein" divisions={7} labelOrientation="rotated" />
      <RadarAxis metric="Carbohydrates" divisions={7} />
    </RadarChart>
  );
}
