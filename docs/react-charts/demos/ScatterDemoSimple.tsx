import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {bikeTrips} from '@site/src/demo-data/charts-trips';

const trips = bikeTrips(150);

export default function ScatterDemoSimple() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{label: 'Distance (km)'}]}
      yAxis={[{label: 'Duration (min)', width: 50}]}
      series={[
        {
          label: 'Classic',
          data: trips.filter((t) => !t.electric).map((t) => ({id: t.id, x: t.distance, y: t.duration})),
        },
        {
          label: 'Electric',
          data: trips.filter((t) => t.electric).map((t) => ({id: t.id, x: t.distance, y: t.duration})),
        },
      ]}
    />
  );
}
