import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {TROPHIC_LEVELS} from '@site/src/demo-data/charts-ecology';

// Light greens, darkest at the base, with black labels: legible on the shapes in both colour modes.
// The colours follow the data, top level first.
const greens = ['#c8e6c9', '#a5d6a7', '#81c784', '#66bb6a'];

export default function PyramidStyling() {
  return (
    <FunnelChart
      height={300}
      gap={4}
      colors={greens}
      series={[
        {
          data: [...TROPHIC_LEVELS].reverse().map((l) => ({...l, label: l.label.split(' (')[0]})),
          funnelDirection: 'increasing',
          curve: 'pyramid',
          borderRadius: 10,
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} kcal`,
        },
      ]}
      sx={{'& text': {fill: '#000', fontWeight: 600}}}
    />
  );
}
