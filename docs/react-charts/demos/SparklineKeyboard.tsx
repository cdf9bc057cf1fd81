import Box from '@mui/material/Box';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const visits = dailyVisits().map((d) => d.visits);

export default function SparklineKeyboard() {
  return (
    <Box sx={{width: '100%', maxWidth: 360}}>
      <SparkLineChart data={visits} height={70} enableKeyboardNavigation showHighlight showTooltip valueFormatter={(v) => `${v} visits`} />
    </Box>
  );
}
