import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

// The legend lists the sections (one entry per data item); here it moves to the right, in a column.
export default function FunnelLegend() {
  return (
    <FunnelChart
      colors={whiteLabelPalette()}
      sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
      height={320}
      slotProps={{legend: {direction: 'vertical', position: {vertical: 'middle', horizontal: 'end'}}}}
      series={[{data: shopFunnel('desktop')}]}
    />
  );
}
