import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';

export default function FunnelBasic() {
  return <FunnelChart height={320} series={[{data: shopFunnel('all'), valueFormatter: (item) => `${item.value.toLocaleString('en-US')} sessions`}]} />;
}
