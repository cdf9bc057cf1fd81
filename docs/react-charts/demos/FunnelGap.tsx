import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

export default function FunnelGap() {
  const [gap, setGap] = React.useState(8);
  return (
    <Stack sx={{width: '100%'}}>
      <Typography id="funnel-gap" variant="body2">
        gap: {gap}px
      </Typography>
      <Slider
        aria-labelledby="funnel-gap"
        size="small"
        min={0}
        max={30}
        value={gap}
        onChange={(_e, v) => setGap(v as number)}
        sx={{maxWidth: 300}}
      />
      <FunnelChart
        colors={whiteLabelPalette()}
        sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
        height={300}
        gap={gap}
        series={[{data: shopFunnel('desktop')}]}
      />
    </Stack>
  );
}
