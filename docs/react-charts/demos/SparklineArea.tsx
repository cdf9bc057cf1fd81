import Stack from '@mui/material/Stack';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {sharePrices} from '@site/src/demo-data/charts-finance';

const closes = sharePrices(60).map((p) => p.close);

// The area fills down to the baseline: 0 by default, or the lowest value with `baseline="min"`.
export default function SparklineArea() {
  return (
    <Stack direction="row" spacing={3} sx={{width: '100%'}}>
      <SparkLineChart data={closes} height={70} area sx={{flex: 1}} />
      <SparkLineChart data={closes} height={70} area baseline="min" sx={{flex: 1}} />
    </Stack>
  );
}
