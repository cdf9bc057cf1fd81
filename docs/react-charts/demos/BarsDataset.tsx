import {BarChart} from '@mui/x-charts/BarChart';
import {monthlyDataset} from '@site/src/demo-data/charts-climate';

// One row per month, one column per city: each series picks its column with `dataKey`.
const dataset = monthlyDataset('precipitation');

const valueFormatter = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function BarsDataset() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{scaleType: 'band', dataKey: 'month'}]}
      yAxis={[{label: 'Precipitation (mm)', width: 60}]}
      series={[
        {dataKey: 'london', label: 'London', valueFormatter},
        {dataKey: 'madrid', label: 'Madrid', valueFormatter},
        {dataKey: 'beijing', label: 'Beijing', valueFormatter},
      ]}
    />
  );
}
