import Stack from '@mui/material/Stack';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const visits = dailyVisits().map((d) => d.visits);
const valueFormatter = (v: number | null) => (v === null ? '' : `${v.toLocaleString('en-US')} visits`);

export default function SparklineInteraction() {
  return (
    <Stack direction="row" spacing={3} sx={{width: '100%'}}>
      <SparkLineChart data={visits} height={70} showTooltip showHighlight valueFormatter={valueFormatter} sx={{flex: 1}} />
      <SparkLineChart data={visits} height={70} plotType="bar" showTooltip showHighlight valueFormatter={valueFormatter} sx={{flex: 1}} />
    </Stack>
  );
}
