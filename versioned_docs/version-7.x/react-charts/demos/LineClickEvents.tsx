import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const series = (['oslo', 'madrid'] as const).map((id) => ({
  id,
  data: [...cityClimate(id).temperature],
  label: cityClimate(id).city,
}));

export default function LineClickEvents() {
  const [message, setMessage] = React.useState('Click a mark, a line or anywhere in the chart.');
  return (
    <Stack sx={{width: '100%'}}>
      <Typography variant="body2" sx={{px: 2, minHeight: 24}} aria-live="polite">
        {message}
      </Typography>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        series={series}
        onMarkClick={(_, item) =>
          setMessage(
            `Mark: ${String(item.seriesId)} in ${MONTHS[item.dataIndex ?? 0]}, ${series.find((s) => s.id === item.seriesId)?.data[item.dataIndex ?? 0]} °C`,
          )
        }
        onLineClick={(_, item) => setMessage(`Line: ${String(item.seriesId)}`)}
        onAxisClick={(_, axis) => axis && setMessage(`Axis: ${String(axis.axisValue)}`)}
      />
    </Stack>
  );
}
