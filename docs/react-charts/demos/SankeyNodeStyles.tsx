import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {SALARY_FLOW_LINKS} from '@site/src/demo-data/charts-finance';

export default function SankeyNodeStyles() {
  const [width, setWidth] = React.useState(20);
  const [padding, setPadding] = React.useState(16);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3}>
        <Stack sx={{width: 220}}>
          <Typography id="node-width" variant="body2">
            nodeOptions.width: {width}
          </Typography>
          <Slider aria-labelledby="node-width" size="small" min={4} max={40} value={width} onChange={(_e, v) => setWidth(v as number)} />
        </Stack>
        <Stack sx={{width: 220}}>
          <Typography id="node-padding" variant="body2">
            nodeOptions.padding: {padding}
          </Typography>
          <Slider
            aria-labelledby="node-padding"
            size="small"
            min={2}
            max={40}
            value={padding}
            onChange={(_e, v) => setPadding(v as number)}
          />
        </Stack>
      </Stack>
      <Unstable_SankeyChart
        height={320}
        series={{data: {links: [...SALARY_FLOW_LINKS]}, nodeOptions: {width, padding, color: '#5c6bc0'}}}
      />
    </Stack>
  );
}
