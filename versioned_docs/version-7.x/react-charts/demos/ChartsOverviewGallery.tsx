import * as React from 'react';
import Box from '@mui/material/Box';
import {BarChart} from '@mui/x-charts/BarChart';
import {Gauge} from '@mui/x-charts/Gauge';
import {LineChart} from '@mui/x-charts/LineChart';
import {PieChart} from '@mui/x-charts/PieChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';
import {PLATFORM_SHARES_2024} from '@site/src/demo-data/charts-web';

const madrid = cityClimate('madrid');
const small = {top: 20, bottom: 30, left: 40, right: 10};

export default function ChartsOverviewGallery() {
  return (
    <Box sx={{width: '100%', display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr'}}}>
      <BarChart
        height={200}
        margin={small}
        xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
        series={[{data: [...madrid.precipitation], label: 'Madrid, precipitation (mm)'}]}
        slotProps={{legend: {hidden: true}}}
      />
      <LineChart
        height={200}
        margin={small}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        series={[{data: [...madrid.temperature], label: 'Madrid, mean (°C)', area: true}]}
        slotProps={{legend: {hidden: true}}}
      />
      <PieChart
        height={200}
        margin={{top: 10, bottom: 10, left: 10, right: 110}}
        series={[{data: [...PLATFORM_SHARES_2024], innerRadius: 40}]}
      />
      <Gauge height={200} value={61} startAngle={-110} endAngle={110} aria-label="Share of mobile page views, percent" />
    </Box>
  );
}
