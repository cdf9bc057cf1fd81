import {PieChart, pieArcClasses, pieArcLabelClasses} from '@mui/x-charts/PieChart';
import {PLATFORM_SHARES_2024} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

export default function PieCss() {
  return (
    <PieChart
      colors={whiteLabelPalette()}
      height={260}
      series={[
        {
          data: PLATFORM_SHARES_2024.map((p) => ({...p})),
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 25,
          innerRadius: 50,
          paddingAngle: 2,
        },
      ]}
      sx={(theme) => ({
        // A ring in the page's background colour between slices, and bold white labels.
        [`& .${pieArcClasses.root}`]: {stroke: (theme.vars || theme).palette.background.default, strokeWidth: 3},
        [`& .${pieArcLabelClasses.root}`]: {fill: '#fff', fontWeight: 700},
      })}
    />
  );
}
