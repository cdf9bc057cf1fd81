import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

type Scale = 'band' | 'linear';

// With a 'linear' category axis, each section's thickness follows its value instead of being equal.
export default function FunnelScaled() {
  const [scaleType, setScaleType] = React.useState<Scale>('linear');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_e, v: Scale | null) => v && setScaleType(v)}
        aria-label="category axis scale"
      >
        <ToggleButton value="band">band (equal)</ToggleButton>
        <ToggleButton value="linear">linear (scaled)</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        colors={whiteLabelPalette()}
        sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
        height={300}
        gap={2}
        categoryAxis={{scaleType}}
        series={[{data: shopFunnel('all')}]}
      />
    </Stack>
  );
}
