import {PieChart} from '@mui/x-charts/PieChart';
import type {ChartsLabelCustomMarkProps} from '@mui/x-charts/ChartsLabel';
import {PLATFORM_SHARES_2024} from '@site/src/demo-data/charts-web';

/** A custom mark: a small device outline, filled with the slice colour. */
function DeviceMark({className, color}: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 10 14" width={10} height={14}>
      <rect x={0.5} y={0.5} width={9} height={13} rx={2} fill={color} />
    </svg>
  );
}

const MARKS = ['circle', 'square', DeviceMark] as const;

export default function PieDemoLabelMark() {
  return (
    <PieChart
      height={260}
      series={[
        {
          // Each item picks the mark the legend and the tooltip show next to it.
          data: PLATFORM_SHARES_2024.map((p, i) => ({...p, labelMarkType: MARKS[i % MARKS.length]})),
          innerRadius: 45,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
