import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

export default function FunnelBorderRadius() {
  const [radius, setRadius] = React.useState(8);
  return (
    <Stack sx={{width: '100%'}}>
      <Typography id="funnel-radius" variant="body2">
        borderRadius: {radius}px
      </Typography>
      <Slider
        aria-labelledby="funnel-radius"
        size="small"
        min={0}
        max={30}
        value={radius}
        onChange={(_e, v) => setRadius(v as number)}
        sx={{maxWidth: 300}}
      />
      <FunnelChart
        colors={whiteLabelPalette()}
        sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
        height={300}
        gap={6}
        series={[{data: shopFunnel('desktop'), borderRadius: radius, curve: 'step'}]}
      />
    </Stack>
  );
}
