import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {SALARY_FLOW_LINKS} from '@site/src/demo-data/charts-finance';

const GROSS = 5000;

// The context says what is being formatted (a node or a link) and where (tooltip or label).
export default function SankeyValueFormatting() {
  return (
    <Unstable_SankeyChart
      height={320}
      series={{
        data: {links: [...SALARY_FLOW_LINKS]},
        linkOptions: {showValues: true},
        valueFormatter: (value, context) => {
          const share = `${Math.round((value / GROSS) * 100)}%`;
          if (context.location === 'label') return share;
          return context.type === 'node'
            ? `$${value.toLocaleString('en-US')} in total`
            : `$${value.toLocaleString('en-US')} (${share} of gross pay)`;
        },
      }}
    />
  );
}
