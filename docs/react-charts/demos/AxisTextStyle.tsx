import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {axisClasses} from '@mui/x-charts/ChartsAxis';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const madrid = cityClimate('madrid');

export default function AxisTextStyle() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: [...MONTHS],
          label: 'Month',
          // Styles on one axis, through its configuration.
          tickLabelStyle: {fontSize: 13, fontWeight: 600},
          labelStyle: {fontSize: 14, fontStyle: 'italic'},
        },
      ]}
      yAxis={[{label: 'Hours of sunshine', width: 70}]}
      series={[{data: [...madrid.sunshine], label: 'Madrid sunshine'}]}
      hideLegend
      // Styles on every axis, through its classes: theme colours keep the contrast in dark mode.
      sx={(theme) => ({
        [`& .${axisClasses.left} .${axisClasses.label}`]: {fill: (theme.vars ?? theme).palette.primary.main},
        [`& .${axisClasses.left} .${axisClasses.line}`]: {stroke: (theme.vars ?? theme).palette.primary.main, strokeWidth: 2},
        [`& .${axisClasses.tickLabel}`]: {fill: (theme.vars ?? theme).palette.text.primary},
        ...theme.applyStyles('dark', {
          [`& .${axisClasses.left} .${axisClasses.label}`]: {fill: (theme.vars ?? theme).palette.primary.light},
        }),
      })}
    />
  );
}
