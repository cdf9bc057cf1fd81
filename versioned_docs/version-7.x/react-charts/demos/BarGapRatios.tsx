import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 5);

export default function BarGapRatios() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);
  // Declared apart from the JSX: v7's axis type only accepts the band ratios outside an inline literal.
  const bandAxis = {scaleType: 'band' as const, data: rows.map((r) => r.code), categoryGapRatio, barGapRatio};
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{px: 2}}>
        <Stack sx={{flex: 1}}>
          <Typography id="bar-category-gap" variant="body2">
            categoryGapRatio: {categoryGapRatio}
          </Typography>
          <Slider
            aria-labelledby="bar-category-gap"
            value={categoryGapRatio}
            onChange={(_, v) => setCategoryGapRatio(v as number)}
            min={0}
            max={1}
            step={0.1}
          />
        </Stack>
        <Stack sx={{flex: 1}}>
          <Typography id="bar-bar-gap" variant="body2">
            barGapRatio: {barGapRatio}
          </Typography>
          <Slider
            aria-labelledby="bar-bar-gap"
            value={barGapRatio}
            onChange={(_, v) => setBarGapRatio(v as number)}
            min={-0.5}
            max={1}
            step={0.1}
          />
        </Stack>
      </Stack>
      <BarChart
        height={280}
        xAxis={[bandAxis]}
        series={[
          {data: rows.map((r) => r.gold), label: 'Gold'},
          {data: rows.map((r) => r.silver), label: 'Silver'},
          {data: rows.map((r) => r.bronze), label: 'Bronze'},
        ]}
      />
    </Stack>
  );
}
