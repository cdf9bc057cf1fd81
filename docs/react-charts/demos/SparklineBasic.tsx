import Stack from '@mui/material/Stack';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const visits = dailyVisits().map((d) => d.visits);

export default function SparklineBasic() {
  return (
    <Stack direction="row" spacing={3} sx={{width: '100%'}}>
      <SparkLineChart data={visits} height={60} sx={{flex: 1}} />
      <SparkLineChart data={visits} height={60} plotType="bar" sx={{flex: 1}} />
    </Stack>
  );
}
