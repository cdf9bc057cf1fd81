import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_SOURCES, ENERGY_SOURCE_LABELS, generationDataset} from '@site/src/demo-data/charts-energy';

// `stackOffset: 'expand'` scales every year to 100%: the areas show each source's share.
export default function AreaDemoPercent() {
  return (
    <LineChart
      height={320}
      dataset={generationDataset()}
      xAxis={[{scaleType: 'point', dataKey: 'year'}]}
      yAxis={[{width: 45, valueFormatter: (v: number) => `${Math.round(v * 100)}%`}]}
      series={ENERGY_SOURCES.map((source) => ({
        dataKey: source,
        label: ENERGY_SOURCE_LABELS[source],
        stack: 'share',
        stackOffset: 'expand' as const,
        area: true,
        showMark: false,
        valueFormatter: (v: number | null) => `${v?.toLocaleString('en-US')} TWh`,
      }))}
    />
  );
}
