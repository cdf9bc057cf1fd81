import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {SALARY_FLOW_LINKS} from '@site/src/demo-data/charts-finance';

// One colour for every link, more opaque than the default, with the values written on the links.
export default function SankeyLinkStyles() {
  return (
    <Unstable_SankeyChart
      height={320}
      series={{
        data: {links: [...SALARY_FLOW_LINKS]},
        linkOptions: {color: '#26a69a', opacity: 0.6, showValues: true},
        valueFormatter: (v) => `$${v}`,
      }}
    />
  );
}
