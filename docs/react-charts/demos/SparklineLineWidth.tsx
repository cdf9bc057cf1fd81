import Stack from '@mui/material/Stack';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {lineElementClasses} from '@mui/x-charts/LineChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const visits = dailyVisits().map((d) => d.visits);

export default function SparklineLineWidth() {
  return (
    <Stack direction="row" spacing={3} sx={{width: '100%'}}>
      {[1, 2, 4].map((width) => (
        <SparkLineChart
          key={width}
          data={visits}
          height={60}
          // Keep the thicker line inside the chart: the clip area grows by the same amount.
          clipAreaOffset={{top: width, bottom: width}}
          sx={{flex: 1, [`& .${lineElementClasses.root}`]: {strokeWidth: width}}}
        />
      ))}
    </Stack>
  );
}
