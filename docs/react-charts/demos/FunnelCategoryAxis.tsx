import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {FUNNEL_STEPS, shopFunnel} from '@site/src/demo-data/charts-web';

// The step names on an axis at the left, the numbers inside the sections.
export default function FunnelCategoryAxis() {
  return (
    <FunnelChart
      height={320}
      categoryAxis={{categories: [...FUNNEL_STEPS], position: 'left', size: 110}}
      series={[{data: shopFunnel('all').map((s) => ({value: s.value})), valueFormatter: (item) => item.value.toLocaleString('en-US')}]}
    />
  );
}
