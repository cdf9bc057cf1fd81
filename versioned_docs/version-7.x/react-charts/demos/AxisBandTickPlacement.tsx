import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BarChart} from '@mui/x-charts/BarChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const TICKS = ['start', 'end', 'middle', 'extremities'] as const;
const LABELS = ['middle', 'tick'] as const;
const madrid = cityClimate('madrid');

export default function AxisBandTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<(typeof TICKS)[number]>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<(typeof LABELS)[number]>('tick');
  const bandAxis = {scaleType: 'band' as const, data: [...MONTHS], tickPlacement, tickLabelPlacement};
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{px: 2}}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(e) => setTickPlacement(e.target.value as (typeof TICKS)[number])}
          sx={{width: 170}}
        >
          {TICKS.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(e) => setTickLabelPlacement(e.target.value as (typeof LABELS)[number])}
          sx={{width: 170}}
        >
          {LABELS.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart height={280} xAxis={[bandAxis]} series={[{data: [...madrid.sunshine], label: 'Madrid, hours of sunshine'}]} />
    </Stack>
  );
}
