import {BarChart} from '@mui/x-charts/BarChart';
import {ENERGY_SOURCE_LABELS, generationDataset, type EnergySource} from '@site/src/demo-data/charts-energy';

const dataset = generationDataset();
const fossil: EnergySource[] = ['coal', 'gas'];
const clean: EnergySource[] = ['hydro', 'nuclear', 'wind', 'solar'];

export default function BarDemoStacked() {
  return (
    <BarChart
      height={320}
      dataset={dataset}
      xAxis={[{scaleType: 'band', dataKey: 'year'}]}
      yAxis={[{width: 55, valueFormatter: (v: number) => `${v / 1000}k`, label: 'TWh'}]}
      series={[...fossil, ...clean].map((source) => ({
        dataKey: source,
        label: ENERGY_SOURCE_LABELS[source],
        stack: 'total',
      }))}
    />
  );
}
