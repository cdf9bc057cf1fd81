import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

export default function BarsStacked() {
  return (
    <BarChart
      height={320}
      dataset={PARIS_2024_MEDALS.map((row) => ({...row}))}
      xAxis={[{scaleType: 'band', dataKey: 'code'}]}
      yAxis={[{label: 'Medals', width: 50}]}
      series={[
        {dataKey: 'gold', label: 'Gold', stack: 'medals', color: '#c9a227'},
        {dataKey: 'silver', label: 'Silver', stack: 'medals', color: '#8d99a6'},
        {dataKey: 'bronze', label: 'Bronze', stack: 'medals', color: '#a86b3c'},
      ]}
    />
  );
}
