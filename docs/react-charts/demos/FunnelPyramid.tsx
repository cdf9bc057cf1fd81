import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {ORG_LEVELS} from '@site/src/demo-data/charts-ecology';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

// The 'pyramid' curve draws one triangle cut into sections; the values set the section heights.
export default function FunnelPyramid() {
  return (
    <FunnelChart
      colors={whiteLabelPalette()}
      sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
      height={320}
      categoryAxis={{scaleType: 'linear'}}
      series={[
        {
          data: [...ORG_LEVELS].reverse(),
          curve: 'pyramid',
          funnelDirection: 'increasing',
          valueFormatter: (item) => `${item.value} people`,
        },
      ]}
    />
  );
}
