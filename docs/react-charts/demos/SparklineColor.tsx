import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {sharePrices} from '@site/src/demo-data/charts-finance';

const all = sharePrices(250).map((p) => p.close);
const periods = [
  {label: 'Jan–Mar', data: all.slice(0, 62)},
  {label: 'Apr–Jun', data: all.slice(62, 125)},
  {label: 'Jul–Sep', data: all.slice(125, 190)},
];

// Green when the period ended above its start, red otherwise: shades that stand out on light and dark pages.
const UP = '#2e7d32';
const DOWN = '#d32f2f';

export default function SparklineColor() {
  return (
    <Stack direction="row" spacing={3} sx={{width: '100%'}}>
      {periods.map(({label, data}) => (
        <Stack key={label} sx={{flex: 1}}>
          <Typography variant="caption">{label}</Typography>
          <SparkLineChart data={data} height={60} area color={data.at(-1)! >= data[0]! ? UP : DOWN} />
        </Stack>
      ))}
    </Stack>
  );
}
