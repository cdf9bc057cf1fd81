import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';

export default function FunnelHorizontal() {
  return <FunnelChart height={260} series={[{data: shopFunnel('all'), layout: 'horizontal', curve: 'bump'}]} />;
}
