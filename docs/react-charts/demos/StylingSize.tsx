import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {PieChart} from '@mui/x-charts/PieChart';
import {energyMix} from '@site/src/demo-data/charts-feature-energy';

const mix = energyMix(2024);

export default function StylingSize() {
  const [width, setWidth] = React.useState(70);
  return (
    <Box sx={{width: '100%'}}>
      <Typography id="styling-size-width" variant="body2">
        Container width: {width} %
      </Typography>
      <Slider
        aria-labelledby="styling-size-width"
        size="small"
        value={width}
        min={30}
        max={100}
        onChange={(_, v) => setWidth(v as number)}
        sx={{maxWidth: 300, mx: 1}}
      />
      {/* No width or height on the chart: it fills its parent, and follows it when it resizes. */}
      <Box sx={{width: `${width}%`, height: 240, border: 1, borderColor: 'divider', borderRadius: 1}}>
        <PieChart series={[{data: mix, innerRadius: 40}]} hideLegend />
      </Box>
    </Box>
  );
}
