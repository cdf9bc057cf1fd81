import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {PieChart, pieArcClasses} from '@mui/x-charts/PieChart';
import {energyMix} from '@site/src/demo-data/charts-feature-energy';

const mix = energyMix(2024);

export default function AnimationCssTransition() {
  const [duration, setDuration] = React.useState(900);
  return (
    <Box sx={{width: '100%'}}>
      <Typography id="css-transition-duration" variant="body2">
        Fade transition: {duration} ms (hover a slice)
      </Typography>
      <Slider
        aria-labelledby="css-transition-duration"
        size="small"
        value={duration}
        min={0}
        max={2000}
        step={100}
        onChange={(_, v) => setDuration(v as number)}
        sx={{maxWidth: 320, mx: 1}}
      />
      <PieChart
        height={260}
        series={[{data: mix, innerRadius: 50, highlightScope: {highlight: 'item', fade: 'global'}, faded: {color: 'gray'}}]}
        // Arcs fade with a CSS transition (opacity, fill, filter): its duration and easing are CSS too.
        sx={{
          [`& .${pieArcClasses.root}`]: {
            transitionDuration: `${duration}ms`,
            transitionTimingFunction: 'ease-out',
          },
        }}
      />
    </Box>
  );
}
