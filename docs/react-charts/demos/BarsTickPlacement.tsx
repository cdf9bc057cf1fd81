import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import {BarChart} from '@mui/x-charts/BarChart';
import {monthlyDataset} from '@site/src/demo-data/charts-climate';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const dataset = monthlyDataset('precipitation');

export default function BarsTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');

  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(e) => setTickPlacement(e.target.value as TickPlacement)}
          sx={{minWidth: 150}}
        >
          {(['start', 'end', 'middle', 'extremities'] as const).map((v) => (
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
          sx={{minWidth: 170}}
        >
          {(['middle', 'tick'] as const).map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={280}
        dataset={dataset}
        xAxis={[{scaleType: 'band', dataKey: 'month', tickPlacement, tickLabelPlacement}]}
        series={[{dataKey: 'singapore', label: 'Singapore rainfall (mm)'}]}
      />
    </Stack>
  );
}
