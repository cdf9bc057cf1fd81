import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {ENERGY_FLOW_LINKS} from '@site/src/demo-data/charts-energy';

export default function SankeyTooltipTrigger() {
  const [tooltip, setTooltip] = React.useState(true);
  return (
    <Stack sx={{width: '100%'}}>
      <FormControlLabel control={<Switch checked={tooltip} onChange={(e) => setTooltip(e.target.checked)} />} label="Tooltip" />
      <Unstable_SankeyChart
        height={380}
        slotProps={{tooltip: {trigger: tooltip ? 'item' : 'none'}}}
        series={{
          data: {links: [...ENERGY_FLOW_LINKS]},
          valueFormatter: (v, context) => (context.location === 'tooltip' ? `${v.toFixed(1)} exajoules per year` : `${v}`),
        }}
      />
    </Stack>
  );
}
