import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 5);

export default function BarsSizeRatios() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr'}, columnGap: 4}}>
        <div>
          <Typography id="category-gap" variant="body2">
            categoryGapRatio: {categoryGapRatio}
          </Typography>
          <Slider
            aria-labelledby="category-gap"
            size="small"
            min={0}
            max={1}
            step={0.05}
            value={categoryGapRatio}
            onChange={(_event, value) => setCategoryGapRatio(value as number)}
          />
        </div>
        <div>
          <Typography id="bar-gap" variant="body2">
            barGapRatio: {barGapRatio}
          </Typography>
          <Slider
            aria-labelledby="bar-gap"
            size="small"
            min={-0.5}
            max={1}
            step={0.05}
            value={barGapRatio}
            onChange={(_event, value) => setBarGapRatio(value as number)}
          />
        </div>
      </Box>
      <BarChart
        height={280}
        xAxis={[{scaleType: 'band', data: rows.map((r) => r.code), categoryGapRatio, barGapRatio}]}
        series={[
          {data: rows.map((r) => r.gold), label: 'Gold', color: '#c9a227'},
          {data: rows.map((r) => r.silver), label: 'Silver', color: '#8d99a6'},
          {data: rows.map((r) => r.bronze), label: 'Bronze', color: '#a86b3c'},
        ]}
      />
    </Box>
  );
}
