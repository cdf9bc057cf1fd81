import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {bikeTrips} from '@site/src/demo-data/charts-trips';

const trips = bikeTrips(2000);
const classic = trips.filter((t) => !t.electric).map((t) => ({id: t.id, x: t.distance, y: t.duration}));
const electric = trips.filter((t) => t.electric).map((t) => ({id: t.id, x: t.distance, y: t.duration}));

type Renderer = 'svg-single' | 'svg-batch';

export default function ScatterPerformance() {
  const [renderer, setRenderer] = React.useState<Renderer>('svg-batch');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={renderer}
        onChange={(_e, v: Renderer | null) => v && setRenderer(v)}
        aria-label="renderer"
      >
        <ToggleButton value="svg-batch">svg-batch</ToggleButton>
        <ToggleButton value="svg-single">svg-single</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={320}
        renderer={renderer}
        xAxis={[{label: 'Distance (km)', max: 20}]}
        yAxis={[{label: 'Duration (min)', width: 50, max: 90}]}
        series={[
          {label: 'Classic bikes', data: classic, markerSize: 2},
          {label: 'E-bikes', data: electric, markerSize: 2},
        ]}
      />
    </Stack>
  );
}
