import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

export default function FunnelHighlight() {
  return (
    <FunnelChart
      colors={whiteLabelPalette()}
      sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
      height={300}
      series={[{data: shopFunnel('all'), highlightScope: {highlight: 'item', fade: 'global'}}]}
    />
  );
}
