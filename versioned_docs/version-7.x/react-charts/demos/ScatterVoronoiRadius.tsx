import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {bikeTrips} from '@site/src/demo-data/charts-trips';

const data = bikeTrips(60, 4).map((t) => ({id: t.id, x: t.distance, y: t.duration}));

export default function ScatterVoronoiRadius() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [radius, setRadius] = React.useState(30);
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={3} sx={{px: 2, alignItems: 'center'}}>
        <FormControlLabel
          control={<Switch checked={disableVoronoi} onChange={(e) => setDisableVoronoi(e.target.checked)} />}
          label="disableVoronoi"
        />
        <Stack sx={{flex: 1, maxWidth: 260}}>
          <Typography id="scatter-voronoi-radius" variant="body2">
            voronoiMaxRadius: {radius} px
          </Typography>
          <Slider
            aria-labelledby="scatter-voronoi-radius"
            value={radius}
            min={5}
            max={100}
            disabled={disableVoronoi}
            onChange={(_, v) => setRadius(v as number)}
          />
        </Stack>
      </Stack>
      <ScatterChart
        height={280}
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={radius}
        series={[{label: 'Trips', data, markerSize: 5}]}
      />
    </Stack>
  );
}
