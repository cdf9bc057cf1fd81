import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BarChart} from '@mui/x-charts/BarChart';
import type {HighlightScope} from '@mui/x-charts/context';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

type Highlight = NonNullable<HighlightScope['highlight']>;
type Fade = NonNullable<HighlightScope['fade']>;

export default function HighlightScopeOptions() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');
  const [fade, setFade] = React.useState<Fade>('global');
  return (
    <Stack sx={{width: '100%'}} spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(e) => setHighlight(e.target.value as Highlight)}
          sx={{minWidth: 140}}
        >
          {['none', 'item', 'series'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="fade" value={fade} onChange={(e) => setFade(e.target.value as Fade)} sx={{minWidth: 140}}>
          {['none', 'series', 'global'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
        yAxis={[{label: 'mm', width: 55}]}
        series={CITY_CLIMATES.map((c) => ({data: [...c.precipitation], label: c.city, highlightScope: {highlight, fade}}))}
      />
    </Stack>
  );
}
