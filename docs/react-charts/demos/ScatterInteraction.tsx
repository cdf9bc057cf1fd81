import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {COUNTRY_INDICATORS} from '@site/src/demo-data/charts-countries';

const data = COUNTRY_INDICATORS.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy}));

export default function ScatterInteraction() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [radius, setRadius] = React.useState(40);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: {sm: 'center'}}}>
        <FormControlLabel
          control={<Switch checked={disableVoronoi} onChange={(e) => setDisableVoronoi(e.target.checked)} />}
          label="disableVoronoi"
        />
        <Stack sx={{width: 240}}>
          <Typography id="voronoi-radius" variant="body2">
            voronoiMaxRadius: {radius}px
          </Typography>
          <Slider
            aria-labelledby="voronoi-radius"
            size="small"
            min={5}
            max={120}
            value={radius}
            disabled={disableVoronoi}
            onChange={(_e, v) => setRadius(v as number)}
          />
        </Stack>
      </Stack>
      <ScatterChart
        height={300}
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={radius}
        xAxis={[{scaleType: 'log', valueFormatter: (v: number) => `${v / 1000}k`}]}
        yAxis={[{min: 50, width: 40}]}
        series={[{data, label: 'Countries', valueFormatter: (v) => (v ? `${v.y} years, $${v.x.toLocaleString('en-US')}` : '')}]}
        hideLegend
      />
    </Stack>
  );
}
