import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import type {BarItemIdentifier, ChartsAxisData} from '@mui/x-charts/models';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 5);
const series = [
  {id: 'gold', data: rows.map((r) => r.gold), label: 'Gold', color: '#c9a227'},
  {id: 'silver', data: rows.map((r) => r.silver), label: 'Silver', color: '#8d99a6'},
];

export default function BarsClickEvent() {
  const [item, setItem] = React.useState<BarItemIdentifier | null>(null);
  const [axis, setAxis] = React.useState<ChartsAxisData | null>(null);

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{width: '100%'}}>
      <BarChart
        height={280}
        xAxis={[{scaleType: 'band', data: rows.map((r) => r.country)}]}
        series={series}
        onItemClick={(_event, identifier) => setItem(identifier)}
        onAxisClick={(_event, data) => setAxis(data)}
        sx={{flex: 1}}
      />
      <Stack spacing={1} sx={{width: {md: 240}, flexShrink: 0}}>
        <Typography variant="subtitle2">onItemClick</Typography>
        <Typography variant="body2" component="div" sx={{m: 0, fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap'}}>
          {item
            ? `${rows[item.dataIndex]!.country}, ${item.seriesId}: ${series.find((s) => s.id === item.seriesId)!.data[item.dataIndex]}`
            : 'Click a bar'}
        </Typography>
        <Typography variant="subtitle2">onAxisClick</Typography>
        <Typography variant="body2" component="div" sx={{m: 0, fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap'}}>
          {axis ? `${axis.axisValue}\n${axis.seriesValues ? JSON.stringify(axis.seriesValues) : ''}` : 'Click anywhere in a column'}
        </Typography>
      </Stack>
    </Stack>
  );
}
