import {LineChart} from '@mui/x-charts/LineChart';
import {monthlyDataset} from '@site/src/demo-data/charts-climate';

const dataset = monthlyDataset('temperature');
const celsius = (v: number | null) => (v === null ? '' : `${v} °C`);

export default function LinesDataset() {
  return (
    <LineChart
      height={300}
      dataset={dataset}
      xAxis={[{scaleType: 'point', dataKey: 'month'}]}
      yAxis={[{width: 50, valueFormatter: (v: number) => `${v}°`}]}
      series={[
        {dataKey: 'oslo', label: 'Oslo', valueFormatter: celsius},
        {dataKey: 'singapore', label: 'Singapore', valueFormatter: celsius},
        {dataKey: 'sydney', label: 'Sydney', valueFormatter: celsius},
      ]}
    />
  );
}
