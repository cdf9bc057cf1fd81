import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {ORG_LEVELS} from '@site/src/demo-data/charts-ecology';

// The 'pyramid' curve draws one triangle cut into sections; the values set the section heights.
export default function FunnelPyramid() {
  return (
    <FunnelChart
      height={320}
      categoryAxis={{scaleType: 'linear'}}
      series={[{data: ORG_LEVELS.map((l) => ({...l})), curve: 'pyramid', valueFormatter: (item) => `${item.value} people`}]}
     
    />
  );
}
