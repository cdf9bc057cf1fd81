import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {PiecewiseColorLegend} from '@mui/x-charts/ChartsLegend';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');

export default function LegendPiecewiseScale() {
  return (
    <LineChart
      height={320}
      margin={{top: 60}}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[
        {
          id: 'celsius',
          colorMap: {type: 'piecewise', thresholds: [0, 10], colors: ['#1e88e5', '#43a047', '#fb8c00']},
        },
      ]}
      series={[{data: [...oslo.temperature], label: 'Oslo, mean (°C)', area: true}]}
      slotProps={{legend: {hidden: true}}}
    >
      <PiecewiseColorLegend
        axisDirection="y"
        axisId="celsius"
        direction="row"
        position={{vertical: 'top', horizontal: 'middle'}}
        labelFormatter={({min, max}) =>
          min === null ? `below ${String(max)} °C` : max === null ? `${String(min)} °C and above` : `${String(min)} to ${String(max)} °C`
        }
      />
    </LineChart>
  );
}
