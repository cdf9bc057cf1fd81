import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';

// A palette for the chart, and one item that overrides it: the step that matters, in its own colour.
const palette = ['#eceff1', '#cfd8dc', '#b0bec5', '#90a4ae'];
const steps = shopFunnel('all').map((step) => (step.label === 'Purchases' ? {...step, color: '#66bb6a'} : step));

export default function FunnelColors() {
  return <FunnelChart height={300} colors={palette} series={[{data: steps}]} sx={{'& text': {fill: '#000'}}} />;
}
