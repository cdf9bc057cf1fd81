import {BarChart} from '@mui/x-charts/BarChart';

// Population in millions (2023, rounded), from a billion-plus country down to a microstate.
const countries = ['India', 'Brazil', 'Germany', 'Portugal', 'Iceland', 'Tuvalu'];
const population = [1428, 216, 84.5, 10.5, 0.39, 0.011];

export default function BarsLogScale() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: countries}]}
      yAxis={[{scaleType: 'log', min: 0.01, label: 'Millions (log scale)', width: 70}]}
      series={[{data: population, label: 'Population', valueFormatter: (v) => `${v} million`}]}
      hideLegend
    />
  );
}
