import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

export default function FunnelCss() {
  return (
    <FunnelChart
      colors={whiteLabelPalette()}
      height={300}
      series={[{id: 'shop', data: shopFunnel('all')}]}
      sx={(theme) => ({
        [`& .${funnelSectionClasses.root}`]: {
          stroke: (theme.vars || theme).palette.background.paper,
          strokeWidth: 3,
          transition: 'opacity 0.2s',
        },
        [`& .${funnelSectionClasses.root}:hover`]: {opacity: 0.8},
        [`& .${funnelSectionClasses.label}`]: {fontStyle: 'italic', fill: '#fff'},
      })}
    />
  );
}
