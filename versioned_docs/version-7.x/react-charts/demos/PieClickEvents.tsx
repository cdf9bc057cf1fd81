import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {PieChart} from '@mui/x-charts/PieChart';
import {BROWSER_SHARES_2024} from '@site/src/demo-data/charts-web';

export default function PieClickEvents() {
  const [message, setMessage] = React.useState('Click a slice.');
  return (
    <Stack sx={{width: '100%'}}>
      <Typography variant="body2" sx={{px: 2, minHeight: 24}} aria-live="polite">
        {message}
      </Typography>
      <PieChart
        height={240}
        margin={{right: 170}}
        series={[{data: [...BROWSER_SHARES_2024]}]}
        onItemClick={(_, item) => {
          const slice = BROWSER_SHARES_2024[item.dataIndex];
          setMessage(`${slice.label}: ${slice.value}% of page views (index ${item.dataIndex})`);
        }}
      />
    </Stack>
  );
}
