import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {PieChart} from '@mui/x-charts/PieChart';
import {generationMix2023} from '@site/src/demo-data/charts-energy';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

const mix = generationMix2023();

export default function PieLabels() {
  const [minAngle, setMinAngle] = React.useState(20);
  return (
    <Stack sx={{width: '100%'}}>
      <Typography id="min-angle" variant="body2">
        arcLabelMinAngle: {minAngle}°
      </Typography>
      <Slider
        aria-labelledby="min-angle"
        size="small"
        min={0}
        max={60}
        value={minAngle}
        onChange={(_e, v) => setMinAngle(v as number)}
        sx={{maxWidth: 300}}
      />
      <PieChart
        colors={whiteLabelPalette()}
        height={260}
        series={[
          {
            data: mix,
            arcLabel: (item) => item.label ?? '',
            arcLabelMinAngle: minAngle,
            arcLabelRadius: '62%',
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} TWh`,
          },
        ]}
        hideLegend
        sx={{'& .MuiPieArcLabel-root': {fill: '#fff', fontWeight: 600, fontSize: 13}}}
      />
    </Stack>
  );
}
