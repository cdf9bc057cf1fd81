import {PieChart} from '@mui/x-charts/PieChart';
import {generationMix2023} from '@site/src/demo-data/charts-energy';

// Gaps between the slices (`paddingAngle`, degrees) and rounded corners (`cornerRadius`, px).
export default function PieDemoPaddingAngle() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: generationMix2023(),
          innerRadius: 60,
          outerRadius: 110,
          paddingAngle: 4,
          cornerRadius: 6,
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} TWh`,
        },
      ]}
    />
  );
}
