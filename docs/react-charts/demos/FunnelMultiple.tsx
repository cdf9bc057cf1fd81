import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';

// Two series: the mobile funnel is drawn over the desktop one, both on the same scale.
export default function FunnelMultiple() {
  return (
    <FunnelChart
      height={320}
      series={[
        {id: 'mobile', label: 'Mobile', data: shopFunnel('mobile'), variant: 'outlined', sectionLabel: false},
        {id: 'desktop', label: 'Desktop', data: shopFunnel('desktop').map((s) => ({...s, color: '#1565c0'})), sectionLabel: {position: {horizontal: 'center'}}},
      ]}
    />
  );
}
