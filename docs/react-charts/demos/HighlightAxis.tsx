import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

type Kind = 'none' | 'line' | 'band';
const oslo = cityClimate('oslo');

export default function HighlightAxis() {
  const [x, setX] = React.useState<Kind>('band');
  const [y, setY] = React.useState<Kind>('line');
  return (
    <Stack sx={{width: '100%'}} spacing={2}>
      <Stack direction="row" spacing={2}>
        {(
          [
            ['x', x, setX],
            ['y', y, setY],
          ] as const
        ).map(([name, value, set]) => (
          <TextField
            key={name}
            select
            size="small"
            label={`axisHighlight.${name}`}
            value={value}
            onChange={(e) => set(e.target.value as Kind)}
            sx={{minWidth: 150}}
          >
            {['none', 'line', 'band'].map((v) => (
              <MenuItem key={v} value={v}>
                {v}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <LineChart
        height={280}
        axisHighlight={{x, y}}
        xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
        yAxis={[{label: '°C', width: 55}]}
        series={[{data: [...oslo.temperature], label: 'Oslo mean temperature'}]}
      />
    </Stack>
  );
}
