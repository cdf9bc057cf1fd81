import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const sydney = cityClimate('sydney');

export default function StylingMargin() {
  const [margin, setMargin] = React.useState(40);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Typography id="styling-margin" variant="body2" sx={{minWidth: 120}}>
          margin: {margin}px
        </Typography>
        <Slider
          aria-labelledby="styling-margin"
          size="small"
          value={margin}
          min={0}
          max={80}
          step={5}
          onChange={(_, v) => setMargin(v as number)}
          sx={{maxWidth: 300}}
        />
      </Stack>
      <Box sx={{border: 1, borderColor: 'divider', borderRadius: 1}}>
        <BarChart
          height={280}
          // Space around the drawing area, added to the room the axes take.
          margin={{top: margin, right: margin, bottom: margin, left: margin}}
          xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
          yAxis={[{width: 40}]}
          series={[{data: [...sydney.precipitation], label: 'Sydney precipitation (mm)'}]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
