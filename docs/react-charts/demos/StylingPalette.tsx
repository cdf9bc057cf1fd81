import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BarChart} from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';
import {energyDataset, ENERGY_SOURCES} from '@site/src/demo-data/charts-feature-energy';

const PALETTES: Record<string, ChartsColorPalette> = {
  rainbowSurgePalette,
  blueberryTwilightPalette,
  mangoFusionPalette,
  cheerfulFiestaPalette,
  'custom array': ['#004c6d', '#346888', '#5886a5', '#7aa6c2', '#9dc6e0', '#c1e7ff', '#6c8ebf'],
};

const dataset = energyDataset().filter((row) => row.year % 3 === 0);

export default function StylingPalette() {
  const [name, setName] = React.useState('blueberryTwilightPalette');
  return (
    <Stack sx={{width: '100%'}} spacing={2}>
      <TextField select size="small" label="colors" value={name} onChange={(e) => setName(e.target.value)} sx={{maxWidth: 260}}>
        {Object.keys(PALETTES).map((key) => (
          <MenuItem key={key} value={key}>
            {key}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={300}
        // Series without a `color` take the palette's colours in order.
        colors={PALETTES[name]}
        dataset={dataset}
        xAxis={[{scaleType: 'band', dataKey: 'year', valueFormatter: (y: number) => String(y)}]}
        yAxis={[{label: 'TWh', width: 75}]}
        series={ENERGY_SOURCES.map((s) => ({dataKey: s.id, label: s.label}))}
      />
    </Stack>
  );
}
