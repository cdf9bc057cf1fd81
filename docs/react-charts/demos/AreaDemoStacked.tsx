import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_SOURCES, ENERGY_SOURCE_LABELS, generationDataset} from '@site/src/demo-data/charts-energy';

export default function AreaDemoStacked() {
  return (
    <LineChart
      height={320}
      dataset={generationDataset()}
      xAxis={[{scaleType: 'point', dataKey: 'year'}]}
      yAxis={[{width: 55, valueFormatter: (v: number) => `${v / 1000}k`, label: 'TWh'}]}
      series={ENERGY_SOURCES.map((source) => ({
        dataKey: source,
        label: ENERGY_SOURCE_LABELS[source],
        stack: 'total',
        area: true,
        showMark: false,
      }))}
    />
  );
}
