import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';

// The legend lists the sections (one entry per data item); here it moves to the right, in a column.
export default function FunnelLegend() {
  return (
    <FunnelChart
      height={320}
      slotProps={{legend: {direction: 'vertical', position: {vertical: 'middle', horizontal: 'end'}}}}
      series={[{data: shopFunnel('desktop')}]}
    />
  );
}
