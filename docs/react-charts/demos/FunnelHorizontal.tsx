import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

export default function FunnelHorizontal() {
  return (
    <FunnelChart
      colors={whiteLabelPalette()}
      sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
      height={260}
      series={[{data: shopFunnel('all'), layout: 'horizontal', curve: 'bump'}]}
    />
  );
}
