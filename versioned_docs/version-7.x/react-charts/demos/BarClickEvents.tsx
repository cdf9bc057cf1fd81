import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 5);
const series = [
  {id: 'gold', data: rows.map((r) => r.gold), label: 'Gold'},
  {id: 'silver', data: rows.map((r) => r.silver), label: 'Silver'},
];

export default function BarClickEvents() {
  const [message, setMessage] = React.useState('Click a bar, or anywhere in a country column.');
  return (
    <Stack sx={{width: '100%'}}>
      <Typography variant="body2" sx={{px: 2, minHeight: 24}} aria-live="polite">
        {message}
      </Typography>
      <BarChart
        height={280}
        xAxis={[{scaleType: 'band', data: rows.map((r) => r.country)}]}
        series={series}
        onItemClick={(_, item) => {
          const s = series.find((x) => x.id === item.seriesId);
          setMessage(`Bar: ${s?.label} medals of ${rows[item.dataIndex].country} = ${s?.data[item.dataIndex]}`);
        }}
        onAxisClick={(_, axis) => {
          if (axis) setMessage(`Column: ${String(axis.axisValue)} (${axis.seriesValues.gold} gold)`);
        }}
      />
    </Stack>
  );
}
