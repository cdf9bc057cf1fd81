import {RadarChart} from '@mui/x-charts/RadarChart';
import {food, NUTRIENTS} from '@site/src/demo-data/charts-nutrition';

const oats = food('oats');

export default function RadarBasic() {
  return (
    <RadarChart
      height={300}
      series={[{label: oats.food, data: [...oats.grams], valueFormatter: (v) => `${v} g per 100 g`}]}
      radar={{metrics: [...NUTRIENTS], max: 70}}
    />
  );
}
