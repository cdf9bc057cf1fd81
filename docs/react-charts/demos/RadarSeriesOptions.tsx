import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {RadarChart} from '@mui/x-charts/RadarChart';
import {food, NUTRIENTS} from '@site/src/demo-data/charts-nutrition';

const FOODS = ['oats', 'lentils', 'cheddar'].map(food);

export default function RadarSeriesOptions() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(false);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel control={<Switch checked={fillArea} onChange={(e) => setFillArea(e.target.checked)} />} label="fillArea" />
        <FormControlLabel control={<Switch checked={hideMark} onChange={(e) => setHideMark(e.target.checked)} />} label="hideMark" />
      </Stack>
      <RadarChart
        height={300}
        series={FOODS.map((f) => ({label: f.food, data: [...f.grams], fillArea, hideMark}))}
        radar={{metrics: [...NUTRIENTS], max: 70}}
      />
    </Stack>
  );
}
