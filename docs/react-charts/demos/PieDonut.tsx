import {PieChart} from '@mui/x-charts/PieChart';
import {generationMix2023} from '@site/src/demo-data/charts-energy';

export default function PieDonut() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: generationMix2023(),
          innerRadius: '55%',
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} TWh`,
        },
      ]}
    />
  );
}
