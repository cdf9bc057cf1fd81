import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

export default function FunnelBasic() {
  return (
    <FunnelChart
      colors={whiteLabelPalette()}
      sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
      height={320}
      series={[{data: shopFunnel('all'), valueFormatter: (item) => `${item.value.toLocaleString('en-US')} sessions`}]}
    />
  );
}
