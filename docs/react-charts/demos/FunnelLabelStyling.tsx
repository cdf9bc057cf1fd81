import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

const steps = shopFunnel('all');
const visits = steps[0]!.value;

// The section label shows the series' formatted value: here, the share of visits still there.
export default function FunnelLabelStyling() {
  return (
    <FunnelChart
      colors={whiteLabelPalette()}
      height={320}
      series={[{data: steps, valueFormatter: (item) => `${Math.round((item.value / visits) * 100)}%`}]}
      sx={{[`& .${funnelSectionClasses.label}`]: {fontWeight: 700, fontSize: 15, fill: '#fff'}}}
    />
  );
}
