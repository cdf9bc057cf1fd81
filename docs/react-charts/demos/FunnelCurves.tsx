import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import {FunnelChart, funnelSectionClasses, type FunnelCurveType} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

const CURVES: FunnelCurveType[] = ['linear', 'linear-sharp', 'bump', 'step', 'pyramid', 'step-pyramid'];

export default function FunnelCurves() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('bump');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(e) => setCurve(e.target.value as FunnelCurveType)}
        sx={{width: 180}}
      >
        {CURVES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <FunnelChart
        colors={whiteLabelPalette()}
        sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
        height={300}
        series={[{data: shopFunnel('all'), curve}]}
      />
    </Stack>
  );
}
