import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LineChart} from '@mui/x-charts/LineChart';
import {useAnimate, useXScale, useYScale} from '@mui/x-charts/hooks';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const sydney = cityClimate('sydney');

type Point = {cx: number; cy: number};

// A marker that glides to the selected month. `useAnimate` interpolates between the last and the
// new props on every frame and writes them to the element, without re-rendering React.
function Cursor({dataIndex}: {dataIndex: number}) {
  const x = useXScale<'point'>();
  const y = useYScale<'linear'>();
  const target: Point = {cx: x(MONTHS[dataIndex]) ?? 0, cy: y(sydney.temperature[dataIndex])};
  const animated = useAnimate<Point, SVGCircleElement>(target, {
    createInterpolator: (from, to) => (t) => ({cx: from.cx + (to.cx - from.cx) * t, cy: from.cy + (to.cy - from.cy) * t}),
    transformProps: (p) => p,
    applyProps: (element, p) => {
      element.setAttribute('cx', String(p.cx));
      element.setAttribute('cy', String(p.cy));
    },
  });
  return <circle {...animated} r={9} fill="none" stroke="#e53935" strokeWidth={3} />;
}

export default function AnimationUseAnimate() {
  const [dataIndex, setDataIndex] = React.useState(6);
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={dataIndex}
        onChange={(_, v: number | null) => v !== null && setDataIndex(v)}
        aria-label="Month"
        sx={{flexWrap: 'wrap'}}
      >
        {MONTHS.map((m, i) => (
          <ToggleButton key={m} value={i} sx={{px: 1}}>
            {m}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        yAxis={[{label: '°C', width: 55}]}
        series={[{data: [...sydney.temperature], label: 'Sydney mean temperature'}]}
      >
        <Cursor dataIndex={dataIndex} />
      </LineChart>
    </Stack>
  );
}
