import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BarChart} from '@mui/x-charts/BarChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const sydney = cityClimate('sydney');

export default function AxisTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');
  return (
    <Stack sx={{width: '100%'}} spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(e) => setTickPlacement(e.target.value as TickPlacement)}
          sx={{minWidth: 160}}
        >
          {['start', 'end', 'middle', 'extremities'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(e) => setTickLabelPlacement(e.target.value as TickLabelPlacement)}
          sx={{minWidth: 160}}
        >
          {['middle', 'tick'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{scaleType: 'band', data: [...MONTHS], tickPlacement, tickLabelPlacement}]}
        yAxis={[{width: 50}]}
        series={[{data: [...sydney.precipitation], label: 'Sydney precipitation (mm)'}]}
      />
    </Stack>
  );
}
