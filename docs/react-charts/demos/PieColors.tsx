import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {PieChart} from '@mui/x-charts/PieChart';
import {blueberryTwilightPalette, cheerfulFiestaPalette, mangoFusionPalette} from '@mui/x-charts/colorPalettes';
import {PLATFORM_SHARES_2024} from '@site/src/demo-data/charts-web';

const PALETTES = {
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  custom: ['#00695c', '#4db6ac', '#b2dfdb'],
};
type PaletteName = keyof typeof PALETTES;

export default function PieColors() {
  const [palette, setPalette] = React.useState<PaletteName>('mangoFusion');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(_e, v: PaletteName | null) => v && setPalette(v)}
        aria-label="Palette"
        // Four long names do not fit a phone's width on one row.
        sx={{flexWrap: 'wrap'}}
      >
        {(Object.keys(PALETTES) as PaletteName[]).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PieChart
        height={240}
        colors={PALETTES[palette]}
        series={[
          {
            data: PLATFORM_SHARES_2024.map((p) => ({...p})),
            innerRadius: 40,
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
      />
    </Stack>
  );
}
