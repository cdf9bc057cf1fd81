import * as React from 'react';
import Box from '@mui/material/Box';
import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {LinePlot, AreaPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const singapore = cityClimate('singapore');

// No width or height: the container takes the size of its parent, here a 16:9 box.
export default function CompositionResponsive() {
  return (
    <Box sx={{width: '100%', maxWidth: 560, aspectRatio: '16 / 9', border: 1, borderColor: 'divider', borderRadius: 1}}>
      <ChartContainer
        series={[{type: 'line', data: [...singapore.precipitation], area: true, color: '#26a69a'}]}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        yAxis={[{width: 40}]}
      >
        <AreaPlot />
        <LinePlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartContainer>
    </Box>
  );
}
