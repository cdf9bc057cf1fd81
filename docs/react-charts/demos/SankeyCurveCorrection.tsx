import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {TRAFFIC_FLOW_LINKS} from '@site/src/demo-data/charts-web';

export default function SankeyCurveCorrection() {
  const [correction, setCorrection] = React.useState(10);
  return (
    <Stack sx={{width: '100%'}}>
      <Typography id="curve-correction" variant="body2">
        linkOptions.curveCorrection: {correction}
      </Typography>
      <Slider
        aria-labelledby="curve-correction"
        size="small"
        min={0}
        max={60}
        value={correction}
        onChange={(_e, v) => setCorrection(v as number)}
        sx={{maxWidth: 300}}
      />
      <Unstable_SankeyChart height={300} series={{data: {links: [...TRAFFIC_FLOW_LINKS]}, linkOptions: {curveCorrection: correction}}} />
    </Stack>
  );
}
