import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {LineChart} from '@mui/x-charts/LineChart';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

export default function AxisHiding() {
  const [showX, setShowX] = React.useState(false);
  const [showY, setShowY] = React.useState(false);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel control={<Switch checked={showX} onChange={(e) => setShowX(e.target.checked)} />} label="x-axis" />
        <FormControlLabel control={<Switch checked={showY} onChange={(e) => setShowY(e.target.checked)} />} label="y-axis" />
      </Stack>
      <LineChart
        height={260}
        // 'none' removes the axis and the space it would take; the tooltip still reads the data.
        xAxis={[{scaleType: 'point', data: [...MONTHS], position: showX ? 'bottom' : 'none'}]}
        yAxis={[{position: showY ? 'left' : 'none', width: 40}]}
        series={CITY_CLIMATES.map((c) => ({data: [...c.temperature], label: c.city, showMark: false}))}
        hideLegend
      />
    </Stack>
  );
}
