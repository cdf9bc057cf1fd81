import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import {PieChart} from '@mui/x-charts/PieChart';
import type {FadeOptions, HighlightOptions} from '@mui/x-charts/context';
import {BROWSER_SHARES_2024} from '@site/src/demo-data/charts-web';

export default function PieHighlight() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('item');
  const [fade, setFade] = React.useState<FadeOptions>('global');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(e) => setHighlight(e.target.value as HighlightOptions)}
          sx={{minWidth: 140}}
        >
          {['none', 'item', 'series'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(e) => setFade(e.target.value as FadeOptions)}
          sx={{minWidth: 140}}
        >
          {['none', 'series', 'global'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <PieChart
        height={260}
        series={[
          {
            data: BROWSER_SHARES_2024.map((b) => ({...b})),
            innerRadius: 30,
            highlightScope: {highlight, fade},
            highlighted: {additionalRadius: 6},
            faded: {innerRadius: 30, additionalRadius: -10, color: 'gray'},
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
      />
    </Stack>
  );
}
