import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {SALARY_FLOW_LINKS} from '@site/src/demo-data/charts-finance';

// Links only: the nodes are created from the link ends, and their ids are their labels.
export default function SankeyBasic() {
  return (
    <Unstable_SankeyChart
      height={340}
      series={{data: {links: [...SALARY_FLOW_LINKS]}, valueFormatter: (v) => `$${v.toLocaleString('en-US')}`}}
    />
  );
}
