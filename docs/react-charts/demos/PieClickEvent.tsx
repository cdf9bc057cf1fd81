import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {PieChart} from '@mui/x-charts/PieChart';
import {BROWSER_SHARES_2024} from '@site/src/demo-data/charts-web';

export default function PieClickEvent() {
  const [index, setIndex] = React.useState<number | null>(null);
  const picked = index === null ? null : BROWSER_SHARES_2024[index]!;
  return (
    <Stack sx={{width: '100%'}}>
      <Typography variant="body2" sx={{minHeight: 24}}>
        {picked ? `${picked.label}: ${picked.value}% of page views` : 'Click a slice'}
      </Typography>
      <PieChart
        height={260}
        onItemClick={(_event, item) => setIndex(item.dataIndex)}
        series={[{data: BROWSER_SHARES_2024.map((b) => ({...b})), valueFormatter: (item) => `${item.value}%`}]}
      />
    </Stack>
  );
}
