import {PieChart} from '@mui/x-charts/PieChart';
import {PLATFORM_SHARES_2024} from '@site/src/demo-data/charts-web';

// A half donut: the arc runs from -90° (left) to 90° (right); `cy` moves it down to use the space.
export default function PieDemoStraightAngle() {
  return (
    <PieChart
      height={220}
      series={[
        {
          data: PLATFORM_SHARES_2024.map((p) => ({...p})),
          startAngle: -90,
          endAngle: 90,
          innerRadius: '50%',
          outerRadius: '100%',
          cy: '80%',
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
