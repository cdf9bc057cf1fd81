import {BarChart} from '@mui/x-charts/BarChart';
import {ENERGY_SOURCE_LABELS, generationDataset} from '@site/src/demo-data/charts-energy';

const dataset = generationDataset().slice(-5);

// Two stacks (fossil, low-carbon) side by side in every year.
export default function BarDemoMixed() {
  return (
    <BarChart
      height={320}
      dataset={dataset}
      xAxis={[{scaleType: 'band', dataKey: 'year'}]}
      yAxis={[{width: 55, valueFormatter: (v: number) => `${v / 1000}k`, label: 'TWh'}]}
      series={[
        {dataKey: 'coal', label: ENERGY_SOURCE_LABELS.coal, stack: 'fossil', color: '#5d4037'},
        {dataKey: 'gas', label: ENERGY_SOURCE_LABELS.gas, stack: 'fossil', color: '#8d6e63'},
        {dataKey: 'hydro', label: ENERGY_SOURCE_LABELS.hydro, stack: 'low-carbon', color: '#1565c0'},
        {dataKey: 'nuclear', label: ENERGY_SOURCE_LABELS.nuclear, stack: 'low-carbon', color: '#6a1b9a'},
        {dataKey: 'wind', label: ENERGY_SOURCE_LABELS.wind, stack: 'low-carbon', color: '#00897b'},
        {dataKey: 'solar', label: ENERGY_SOURCE_LABELS.solar, stack: 'low-carbon', color: '#f9a825'},
      ]}
    />
  );
}
