import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {LineChart} from '@mui/x-charts/LineChart';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

export default function LegendPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  const [direction, setDirection] = React.useState<Direction>('vertical');
  return (
    <Stack sx={{width: '100%'}} spacing={2}>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', rowGap: 2}}>
        <TextField
          select
          size="small"
          label="vertical"
          value={vertical}
          onChange={(e) => setVertical(e.target.value as Vertical)}
          sx={{minWidth: 120}}
        >
          {['top', 'middle', 'bottom'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="horizontal"
          value={horizontal}
          onChange={(e) => setHorizontal(e.target.value as Horizontal)}
          sx={{minWidth: 120}}
        >
          {['start', 'center', 'end'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(e) => setDirection(e.target.value as Direction)}
          sx={{minWidth: 120}}
        >
          {['horizontal', 'vertical'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LineChart
        height={300}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        yAxis={[{width: 40}]}
        series={CITY_CLIMATES.map((c) => ({data: [...c.temperature], label: c.city, showMark: false}))}
        slotProps={{legend: {position: {vertical, horizontal}, direction}}}
      />
    </Stack>
  );
}
