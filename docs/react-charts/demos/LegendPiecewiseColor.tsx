import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {PiecewiseColorLegend} from '@mui/x-charts/ChartsLegend';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const madrid = cityClimate('madrid');

export default function LegendPiecewiseColor() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[
        {
          label: '°C',
          width: 50,
          // Three thresholds make four bands of colour, one per kind of month.
          colorMap: {type: 'piecewise', thresholds: [10, 18, 24], colors: ['#64b5f6', '#81c784', '#ffb74d', '#e57373']},
        },
      ]}
      series={[{data: [...madrid.temperature], label: 'Madrid mean temperature', valueFormatter: (v) => `${v} °C`}]}
      slots={{legend: PiecewiseColorLegend}}
      slotProps={{
        legend: {
          axisDirection: 'y',
          labelPosition: 'inline-end',
          // min/max are null for the open-ended first and last pieces.
          labelFormatter: ({formattedMin, formattedMax}) =>
            formattedMin === null
              ? `below ${formattedMax} °C`
              : formattedMax === null
                ? `${formattedMin} °C and above`
                : `${formattedMin}–${formattedMax} °C`,
        },
      }}
    />
  );
}
