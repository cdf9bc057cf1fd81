import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts/BarChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

type State = 'data' | 'loading' | 'empty';
const oslo = cityClimate('oslo');

export default function StylingOverlays() {
  const [state, setState] = React.useState<State>('loading');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={state} onChange={(_, v: State | null) => v && setState(v)} aria-label="Chart state">
        <ToggleButton value="data">data</ToggleButton>
        <ToggleButton value="loading">loading</ToggleButton>
        <ToggleButton value="empty">no data</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={280}
        loading={state === 'loading'}
        xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
        yAxis={[{label: 'mm', width: 55}]}
        series={[{data: state === 'data' ? [...oslo.precipitation] : [], label: 'Oslo precipitation'}]}
      />
    </Stack>
  );
}
