import * as React from 'react';
import Stack from '@mui/material/Stack';
import {Gauge} from '@mui/x-charts/Gauge';

export default function GaugeBasicValues() {
  return (
    <Stack direction="row" spacing={2} sx={{justifyContent: 'center'}}>
      <Gauge width={140} height={140} value={72} aria-label="Battery charge, percent" />
      {/* A disk usage read in GB out of 512. */}
      <Gauge width={140} height={140} value={384} valueMin={0} valueMax={512} aria-label="Disk used, GB of 512" />
      {/* null: nothing measured yet. */}
      <Gauge width={140} height={140} value={null} aria-label="Signal strength, not measured" />
    </Stack>
  );
}
