import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RadarChart} from '@mui/x-charts/RadarChart';
import {food, NUTRIENTS} from '@site/src/demo-data/charts-nutrition';

const FOODS = ['oats', 'salmon'].map(food);

export default function RadarClickEvent() {
  const [message, setMessage] = React.useState('Click an area, a mark or anywhere on the chart');
  return (
    <Stack sx={{width: '100%'}}>
      <Typography variant="body2" sx={{minHeight: 24}}>
        {message}
      </Typography>
      <RadarChart
        height={300}
        highlight="series"
        series={FOODS.map((f) => ({id: f.id, label: f.food, data: [...f.grams]}))}
        radar={{metrics: [...NUTRIENTS], max: 70}}
        onAreaClick={(_e, item) => setMessage(`area: ${item.seriesId}`)}
        onMarkClick={(_e, item) => setMessage(`mark: ${item.seriesId}, ${NUTRIENTS[item.dataIndex ?? 0]}`)}
        onAxisClick={(_e, data) => setMessage(`axis: ${data?.axisValue}`)}
      />
    </Stack>
  );
}
