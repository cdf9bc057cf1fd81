import {LineChart} from '@mui/x-charts/LineChart';
import {useDrawingArea, useYScale} from '@mui/x-charts/hooks';
import {MONTHLY_CASH_FLOW} from '@site/src/demo-data/charts-finance';

const months = MONTHLY_CASH_FLOW.map((m) => m.month);
const net = MONTHLY_CASH_FLOW.map((m) => m.income + m.spending);

/** A vertical gradient that switches colour exactly where the y-axis crosses zero. */
function ZeroSplitGradient({id}: {id: string}) {
  const {top, height} = useDrawingArea();
  const yScale = useYScale();
  const zero = Math.min(1, Math.max(0, ((yScale(0) ?? top) - top) / height));
  return (
    <defs>
      <linearGradient id={id} x1="0" x2="0" y1={top} y2={top + height} gradientUnits="userSpaceOnUse">
        <stop offset={zero} stopColor="#2e7d32" />
        <stop offset={zero} stopColor="#c62828" />
      </linearGradient>
    </defs>
  );
}

export default function AreaDemoFillByValue() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: months}]}
      yAxis={[{width: 45}]}
      series={[{data: net, area: true, showMark: false, color: 'url(#cash-flow-split)', label: 'Net cash flow (k$)'}]}
      hideLegend
    >
      <ZeroSplitGradient id="cash-flow-split" />
    </LineChart>
  );
}
