import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {useTheme} from '@mui/material/styles';
import {LineChart} from '@mui/x-charts/LineChart';
import {useDrawingArea, useYScale} from '@mui/x-charts/hooks';
import {ENERGY_YEARS, energySource} from '@site/src/demo-data/charts-feature-energy';

const sources = [energySource('wind'), energySource('solar')];

// Any animation tool can drive your own chart elements. Here the browser's Web Animations API
// (no extra package) makes a target line "pulse" in each time the target changes.
function TargetLine({value}: {value: number}) {
  const ref = React.useRef<SVGGElement>(null);
  const theme = useTheme();
  const {left, width} = useDrawingArea();
  const y = useYScale<'linear'>()(value);
  React.useEffect(() => {
    ref.current?.animate(
      [
        {opacity: 0, transform: 'translateY(-12px)'},
        {opacity: 1, transform: 'none'},
      ],
      {duration: 600, easing: 'ease-out'},
    );
  }, [value]);
  return (
    <g ref={ref}>
      <line x1={left} x2={left + width} y1={y} y2={y} stroke="#ab47bc" strokeWidth={2} strokeDasharray="6 4" />
      <text x={left + 6} y={y - 6} textAnchor="start" fill={(theme.vars ?? theme).palette.text.primary} style={{font: '12px sans-serif'}}>
        target {value.toLocaleString('en-US')} TWh
      </text>
    </g>
  );
}

export default function AnimationWebAnimations() {
  const [target, setTarget] = React.useState(2000);
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Box>
        <Button variant="outlined" size="small" onClick={() => setTarget((t) => (t >= 3000 ? 1000 : t + 500))}>
          Move the target
        </Button>
      </Box>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (v: number) => String(v)}]}
        yAxis={[{label: 'TWh', width: 75, max: 3500}]}
        series={sources.map((s) => ({data: [...s.generation], label: s.label, color: s.color}))}
      >
        <TargetLine value={target} />
      </LineChart>
    </Stack>
  );
}
