import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {TRAFFIC_FLOW_LINKS} from '@site/src/demo-data/charts-web';

type Align = 'justify' | 'left' | 'right' | 'center';

// "Direct" feeds the home page only: watch where it sits in each alignment.
export default function SankeyNodeAlignment() {
  const [align, setAlign] = React.useState<Align>('justify');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={align}
        onChange={(_e, v: Align | null) => v && setAlign(v)}
        aria-label="node alignment"
      >
        {(['justify', 'left', 'right', 'center'] as const).map((a) => (
          <ToggleButton key={a} value={a}>
            {a}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Unstable_SankeyChart height={340} series={{data: {links: [...TRAFFIC_FLOW_LINKS]}, nodeOptions: {align}}} />
    </Stack>
  );
}
