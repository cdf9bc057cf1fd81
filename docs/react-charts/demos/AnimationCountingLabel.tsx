import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {BarChart, type BarLabelProps} from '@mui/x-charts/BarChart';
import {useAnimate, useAnimateBarLabel} from '@mui/x-charts/hooks';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

// A label that rides with its bar (useAnimateBarLabel) and counts up to its value (useAnimate,
// which writes the interpolated number into the text node on every frame).
function CountingLabel(props: BarLabelProps) {
  const {x, y, width, height, xOrigin, yOrigin, layout, skipAnimation, children} = props;
  const position = useAnimateBarLabel({x, y, width, height, xOrigin, yOrigin, layout, skipAnimation});
  const value = Number(children);
  const counter = useAnimate<{value: number}, SVGTSpanElement>(
    {value},
    {
      initialProps: {value: 0},
      skip: skipAnimation,
      createInterpolator: (from, to) => (t) => ({value: from.value + (to.value - from.value) * t}),
      transformProps: (p) => p,
      applyProps: (element, p) => {
        element.textContent = String(Math.round(p.value));
      },
    },
  );
  return (
    <text {...position} textAnchor="middle" dominantBaseline="central" fill="#fff" style={{font: '600 13px sans-serif'}}>
      <tspan ref={counter.ref}>{Math.round(value)}</tspan>
    </text>
  );
}

export default function AnimationCountingLabel() {
  const [key, setKey] = React.useState(0);
  const rows = COUNTRIES.slice(0, 6);
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Box>
        <Button variant="outlined" size="small" onClick={() => setKey((k) => k + 1)}>
          Replay
        </Button>
      </Box>
      <BarChart
        key={key}
        height={280}
        barLabel="value"
        slots={{barLabel: CountingLabel}}
        xAxis={[{scaleType: 'band', data: rows.map((c) => c.country)}]}
        yAxis={[{label: 'Millions', width: 75}]}
        series={[{data: rows.map((c) => c.population), label: 'Population 2024', color: '#5c6bc0'}]}
        hideLegend
      />
    </Stack>
  );
}
