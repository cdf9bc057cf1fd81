import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {ContinuousColorLegend} from '@mui/x-charts/ChartsLegend';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');

export default function LegendColorPosition() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[
        {
          label: 'Hours of sunshine',
          width: 60,
          colorMap: {type: 'continuous', min: 0, max: 260, color: ['#455a64', '#ffca28']},
        },
      ]}
      series={[{data: [...oslo.sunshine], label: 'Oslo sunshine'}]}
      slots={{legend: ContinuousColorLegend}}
      slotProps={{
        legend: {
          axisDirection: 'y',
          // A vertical gradient on the right, its maximum at the top like the axis.
          direction: 'vertical',
          position: {vertical: 'middle', horizontal: 'end'},
          labelPosition: 'end',
          sx: {height: 200},
        },
      }}
    />
  );
}
