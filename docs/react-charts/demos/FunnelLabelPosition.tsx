import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

export default function FunnelLabelPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="vertical"
          value={vertical}
          onChange={(e) => setVertical(e.target.value as Vertical)}
          sx={{minWidth: 130}}
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
          sx={{minWidth: 130}}
        >
          {['start', 'center', 'end'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FunnelChart
        height={300}
        series={[
          {
            data: shopFunnel('mobile'),
            // Outside the section on the right, nudged away from its edge.
            sectionLabel: {
              position: {vertical, horizontal},
              offset: {x: horizontal === 'end' ? 8 : 0},
              textAnchor: horizontal === 'end' ? 'start' : undefined,
            },
            valueFormatter: (item) => item.value.toLocaleString('en-US'),
          },
        ]}
        sx={{'& text': {fill: 'currentColor'}, color: 'text.primary'}}
      />
    </Stack>
  );
}
