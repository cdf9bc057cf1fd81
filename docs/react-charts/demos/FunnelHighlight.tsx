import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';

export default function FunnelHighlight() {
  return (
    <FunnelChart
      height={300}
      series={[{data: shopFunnel('all'), highlightScope: {highlight: 'item', fade: 'global'}}]}
    />
  );
}
