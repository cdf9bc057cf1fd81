import * as React from 'react';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {ContinuousColorLegend} from '@mui/x-charts/ChartsLegend';
import {bikeTrips} from '@site/src/demo-data/charts-trips';

const data = bikeTrips(250, 13).map((t) => ({
  id: t.id,
  x: t.distance,
  y: t.duration,
  z: Math.round((t.distance / t.duration) * 60),
}));

export default function LegendContinuousScale() {
  return (
    <ScatterChart
      height={320}
      margin={{top: 60}}
      xAxis={[{label: 'Distance (km)'}]}
      zAxis={[{id: 'speed', colorMap: {type: 'continuous', min: 5, max: 22, color: ['#90caf9', '#c62828']}}]}
      series={[{label: 'Trips', data, zAxisId: 'speed'}]}
      slotProps={{legend: {hidden: true}}}
    >
      <ContinuousColorLegend
        axisDirection="z"
        axisId="speed"
        direction="row"
        position={{vertical: 'top', horizontal: 'middle'}}
        length={240}
        thickness={8}
        minLabel={({formattedValue}) => `${formattedValue} km/h`}
        maxLabel={({formattedValue}) => `${formattedValue} km/h`}
      />
    </ScatterChart>
  );
}
