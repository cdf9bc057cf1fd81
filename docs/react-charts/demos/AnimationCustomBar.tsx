import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {BarChart, type BarProps} from '@mui/x-charts/BarChart';
import {useAnimateBar} from '@mui/x-charts/hooks';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

// A bar with round ends. `useAnimateBar` grows it from the axis and moves it when the data
// changes, exactly like the default bar: only the drawing is ours.
function PillBar(props: BarProps) {
  const {color, x, y, width, height, xOrigin, yOrigin, layout, skipAnimation, ownerState} = props;
  const animated = useAnimateBar({x, y, width, height, xOrigin, yOrigin, layout, skipAnimation});
  return <rect {...animated} rx={Math.min(width, 24) / 2} fill={color} opacity={ownerState.isFaded ? 0.3 : 1} />;
}

export default function AnimationCustomBar() {
  const [cityIndex, setCityIndex] = React.useState(1);
  const city = CITY_CLIMATES[cityIndex];
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Box>
        <Button variant="outlined" size="small" onClick={() => setCityIndex((i) => (i + 1) % CITY_CLIMATES.length)}>
          Next city
        </Button>
      </Box>
      <BarChart
        height={280}
        slots={{bar: PillBar}}
        xAxis={[{scaleType: 'band', data: [...MONTHS], categoryGapRatio: 0.5}]}
        yAxis={[{label: 'Hours', width: 55, max: 380}]}
        series={[{data: [...city.sunshine], label: `${city.city} sunshine`, color: '#ffb300'}]}
      />
    </Stack>
  );
}
