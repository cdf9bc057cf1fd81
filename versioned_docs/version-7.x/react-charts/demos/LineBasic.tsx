import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');

export default function LineBasic() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      series={[
        {data: [...oslo.high], label: 'Oslo, daily high (°C)'},
        {data: [...oslo.low], label: 'Oslo, daily low (°C)'},
      ]}
    />
  );
}
