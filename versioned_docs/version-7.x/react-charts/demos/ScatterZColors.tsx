import * as React from 'react';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {bikeTrips} from '@site/src/demo-data/charts-trips';

// The z value of each point is its average speed, which the z-axis colour map turns into a colour.
const data = bikeTrips(300, 11).map((t) => ({
  id: t.id,
  x: t.distance,
  y: t.duration,
  z: Math.round((t.distance / t.duration) * 60),
}));

export default function ScatterZColors() {
  return (
    <ScatterChart
      height={320}
      grid={{horizontal: true, vertical: true}}
      xAxis={[{label: 'Distance (km)'}]}
      yAxis={[{label: 'Duration (min)'}]}
      zAxis={[{colorMap: {type: 'continuous', min: 5, max: 22, color: ['#90caf9', '#c62828']}}]}
      series={[{label: 'Trips, coloured by speed', data, valueFormatter: (v) => `${v.x} km in ${v.y} min (${v.z} km/h)`}]}
    />
  );
}
