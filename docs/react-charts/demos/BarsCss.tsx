import {BarChart} from '@mui/x-charts/BarChart';
import {barElementClasses} from '@mui/x-charts/BarChart';
import {axisClasses} from '@mui/x-charts/ChartsAxis';
import {QUARTERLY_RESULTS} from '@site/src/demo-data/charts-finance';

export default function BarsCss() {
  return (
    <BarChart
      height={300}
      dataset={QUARTERLY_RESULTS.map((row) => ({...row}))}
      xAxis={[{scaleType: 'band', dataKey: 'quarter'}]}
      series={[{dataKey: 'revenue', label: 'Revenue (k$)'}]}
      hideLegend
      sx={(theme) => ({
        // Outlined bars that fill in on hover.
        [`& .${barElementClasses.root}`]: {
          fill: 'transparent',
          stroke: (theme.vars || theme).palette.primary.main,
          strokeWidth: 2,
          transition: 'fill 0.2s',
        },
        [`& .${barElementClasses.root}:hover`]: {
          fill: (theme.vars || theme).palette.primary.main,
        },
        [`& .${axisClasses.left} .${axisClasses.line}`]: {display: 'none'},
        [`& .${axisClasses.tickLabel}`]: {fontWeight: 600},
      })}
    />
  );
}
