import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BarChart} from '@mui/x-charts/BarChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const singapore = cityClimate('singapore');

export default function AxisPosition() {
  const [x, setX] = React.useState<'top' | 'bottom'>('top');
  const [y, setY] = React.useState<'left' | 'right'>('right');
  return (
    <Stack sx={{width: '100%'}} spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="x-axis position"
          value={x}
          onChange={(e) => setX(e.target.value as 'top' | 'bottom')}
          sx={{minWidth: 150}}
        >
          <MenuItem value="top">top</MenuItem>
          <MenuItem value="bottom">bottom</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="y-axis position"
          value={y}
          onChange={(e) => setY(e.target.value as 'left' | 'right')}
          sx={{minWidth: 150}}
        >
          <MenuItem value="left">left</MenuItem>
          <MenuItem value="right">right</MenuItem>
        </TextField>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{scaleType: 'band', data: [...MONTHS], position: x}]}
        yAxis={[{position: y, label: 'mm', width: 50}]}
        series={[{data: [...singapore.precipitation], label: 'Singapore precipitation'}]}
      />
    </Stack>
  );
}
