import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const sydney = cityClimate('sydney');

export default function AxisRendering() {
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [tickSize, setTickSize] = React.useState(6);
  const axis = {disableLine, disableTicks, tickSize};
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <FormControlLabel
          control={<Switch checked={disableLine} onChange={(e) => setDisableLine(e.target.checked)} />}
          label="disableLine"
        />
        <FormControlLabel
          control={<Switch checked={disableTicks} onChange={(e) => setDisableTicks(e.target.checked)} />}
          label="disableTicks"
        />
        <Box sx={{width: 200}}>
          <Typography id="axis-tick-size" variant="body2">
            tickSize: {tickSize}px
          </Typography>
          <Slider
            aria-labelledby="axis-tick-size"
            size="small"
            value={tickSize}
            min={0}
            max={20}
            onChange={(_, v) => setTickSize(v as number)}
          />
        </Box>
      </Stack>
      <LineChart
        height={280}
        grid={{horizontal: true}}
        xAxis={[{scaleType: 'point', data: [...MONTHS], ...axis}]}
        yAxis={[{width: 50, label: '°C', ...axis}]}
        series={[{data: [...sydney.temperature], label: 'Sydney mean temperature', area: true}]}
      />
    </Box>
  );
}
