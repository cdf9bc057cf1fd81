import * as React from 'react';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {bikeTrips} from '@site/src/demo-data/charts-trips';

const trips = bikeTrips(300);
const point = (t: (typeof trips)[number]) => ({id: t.id, x: t.distance, y: t.duration});

export default function ScatterBasic() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{label: 'Distance (km)'}]}
      yAxis={[{label: 'Duration (min)'}]}
      series={[
        {label: 'Classic bike', data: trips.filter((t) => !t.electric).map(point)},
        {label: 'E-bike', data: trips.filter((t) => t.electric).map(point)},
      ]}
    />
  );
}
