import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {RadarChart} from '@mui/x-charts/RadarChart';
import {MONTHS_SHORT, cityClimate} from '@site/src/demo-data/charts-climate';

type Shape = 'sharp' | 'circular';
const madrid = cityClimate('madrid');
const oslo = cityClimate('oslo');

// Months as metrics: a year's temperature cycle read around the clock.
export default function RadarGridOptions() {
  const [divisions, setDivisions] = React.useState(5);
  const [shape, setShape] = React.useState<Shape>('circular');
  const [stripes, setStripes] = React.useState(true);
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: {sm: 'center'}}}>
        <Stack sx={{width: 200}}>
          <Typography id="radar-divisions" variant="body2">
            divisions: {divisions}
          </Typography>
          <Slider
            aria-labelledby="radar-divisions"
            size="small"
            min={1}
            max={10}
            value={divisions}
            onChange={(_e, v) => setDivisions(v as number)}
          />
        </Stack>
        <ToggleButtonGroup size="small" exclusive value={shape} onChange={(_e, v: Shape | null) => v && setShape(v)} aria-label="shape">
          <ToggleButton value="sharp">sharp</ToggleButton>
          <ToggleButton value="circular">circular</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButton size="small" value="stripes" selected={stripes} onChange={() => setStripes((s) => !s)}>
          stripes
        </ToggleButton>
      </Stack>
      <RadarChart
        height={320}
        divisions={divisions}
        shape={shape}
        stripeColor={stripes ? undefined : null}
        series={[
          {label: 'Madrid', data: [...madrid.temperature], valueFormatter: (v) => `${v} °C`},
          {label: 'Oslo', data: [...oslo.temperature], valueFormatter: (v) => `${v} °C`},
        ]}
        // Every month's axis runs from −5 °C at the centre to 30 °C at the rim.
        radar={{metrics: MONTHS_SHORT.map((name) => ({name, min: -5, max: 30}))}}
      />
    </Stack>
  );
}
