import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {ENERGY_FLOW_LINKS} from '@site/src/demo-data/charts-energy';

export default function SankeyIterations() {
  const [iterations, setIterations] = React.useState(6);
  return (
    <Stack sx={{width: '100%'}}>
      <Typography id="sankey-iterations" variant="body2">
        iterations: {iterations}
      </Typography>
      <Slider
        aria-labelledby="sankey-iterations"
        size="small"
        min={0}
        max={32}
        value={iterations}
        onChange={(_e, v) => setIterations(v as number)}
        sx={{maxWidth: 300}}
      />
      <Unstable_SankeyChart height={380} series={{data: {links: [...ENERGY_FLOW_LINKS]}, iterations}} />
    </Stack>
  );
}
