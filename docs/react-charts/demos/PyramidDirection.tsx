import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {ORG_LEVELS} from '@site/src/demo-data/charts-ecology';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

type Direction = 'auto' | 'increasing' | 'decreasing';

export default function PyramidDirection() {
  const [funnelDirection, setDirection] = React.useState<Direction>('increasing');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={funnelDirection}
        onChange={(_e, v: Direction | null) => v && setDirection(v)}
        aria-label="funnelDirection"
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="increasing">increasing</ToggleButton>
        <ToggleButton value="decreasing">decreasing</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        colors={whiteLabelPalette()}
        sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
        height={300}
        series={[
          {
            data: [...ORG_LEVELS].reverse(),
            curve: 'pyramid',
            funnelDirection,
            valueFormatter: (item) => `${item.value}`,
          },
        ]}
      />
    </Stack>
  );
}
