import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {ORG_LEVELS} from '@site/src/demo-data/charts-ecology';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

// 'step-pyramid' gives every level straight sides; a gap separates the segments.
export default function PyramidSegments() {
  return (
    <FunnelChart
      colors={whiteLabelPalette()}
      sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
      height={300}
      gap={6}
      series={[
        {
          data: [...ORG_LEVELS].reverse(),
          curve: 'step-pyramid',
          funnelDirection: 'increasing',
          valueFormatter: (item) => `${item.value}`,
        },
      ]}
    />
  );
}
