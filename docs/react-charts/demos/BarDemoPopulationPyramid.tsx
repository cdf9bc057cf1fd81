import {BarChart} from '@mui/x-charts/BarChart';
import {AGE_PYRAMID} from '@site/src/demo-data/charts-population';

// Men are drawn as negative values so they grow to the left; the formatters hide the sign.
const bands = [...AGE_PYRAMID].reverse();
const abs = (v: number | null) => (v === null ? '' : `${Math.abs(v)} million`);

export default function BarDemoPopulationPyramid() {
  return (
    <BarChart
      height={460}
      layout="horizontal"
      yAxis={[{scaleType: 'band', data: bands.map((b) => b.band), width: 50, categoryGapRatio: 0.1}]}
      xAxis={[{valueFormatter: (v: number) => `${Math.abs(v)}M`}]}
      series={[
        {data: bands.map((b) => -b.men), label: 'Men', stack: 'population', valueFormatter: abs, color: '#1e88e5'},
        {data: bands.map((b) => b.women), label: 'Women', stack: 'population', valueFormatter: abs, color: '#d81b60'},
      ]}
    />
  );
}
