import {LineChart} from '@mui/x-charts/LineChart';
import {sharePrices} from '@site/src/demo-data/charts-finance';

const prices = sharePrices(250);

// 250 points: no marks, no per-line highlight, no animation keep the chart light to draw and update.
export default function LinesOptimization() {
  return (
    <LineChart
      height={300}
      skipAnimation
      disableLineItemHighlight
      xAxis={[{scaleType: 'utc', data: prices.map((p) => p.date), valueFormatter: (d: Date) => d.toISOString().slice(0, 10)}]}
      yAxis={[{width: 50}]}
      series={[{data: prices.map((p) => p.close), label: 'Closing price ($)', showMark: false}]}
      hideLegend
    />
  );
}
