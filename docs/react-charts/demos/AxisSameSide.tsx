import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');
const toFahrenheit = (c: number) => (c * 9) / 5 + 32;

// Both axes on the left with 'strict' limits that describe the same temperatures, so any height
// reads the same on either: -10 °C is 14 °F, 25 °C is 77 °F.
const MIN_C = -10;
const MAX_C = 25;

export default function AxisSameSide() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[
        {id: 'celsius', position: 'left', min: MIN_C, max: MAX_C, domainLimit: 'strict', label: '°C', width: 55},
        {
          id: 'fahrenheit',
          position: 'left',
          min: toFahrenheit(MIN_C),
          max: toFahrenheit(MAX_C),
          domainLimit: 'strict',
          label: '°F',
          width: 55,
        },
      ]}
      series={[
        {
          data: [...oslo.high],
          label: 'Oslo high',
          yAxisId: 'celsius',
          valueFormatter: (v) => (v == null ? '' : `${v} °C / ${toFahrenheit(v).toFixed(1)} °F`),
        },
        {
          data: [...oslo.low],
          label: 'Oslo low',
          yAxisId: 'celsius',
          valueFormatter: (v) => (v == null ? '' : `${v} °C / ${toFahrenheit(v).toFixed(1)} °F`),
        },
      ]}
    />
  );
}
