import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {ORG_LEVELS} from '@site/src/demo-data/charts-ecology';

// 'step-pyramid' gives every level straight sides; a gap separates the segments.
export default function PyramidSegments() {
  return (
    <FunnelChart
      height={300}
      gap={6}
      series={[{data: ORG_LEVELS.map((l) => ({...l})), curve: 'step-pyramid', funnelDirection: 'decreasing', valueFormatter: (item) => `${item.value}`}]}
    />
  );
}
