import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {FUNNEL_STEPS, shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

// The step names on an axis at the left, the numbers inside the sections.
export default function FunnelCategoryAxis() {
  return (
    <FunnelChart
      colors={whiteLabelPalette()}
      sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
      height={320}
      categoryAxis={{categories: [...FUNNEL_STEPS], position: 'left', size: 130}}
      series={[
        {
          data: shopFunnel('all').map((s) => ({value: s.value})),
          valueFormatter: (item) => item.value.toLocaleString('en-US'),
        },
      ]}
    />
  );
}
