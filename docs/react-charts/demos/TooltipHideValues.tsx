import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const sydney = cityClimate('sydney');

export default function TooltipHideValues() {
  return (
    <LineChart
      height={300}
      // hideTooltip: no header with the month in the axis tooltip.
      xAxis={[{scaleType: 'point', data: [...MONTHS], hideTooltip: true}]}
      yAxis={[{label: '°C', width: 55}]}
      series={[
        {data: [...sydney.high], label: 'High', valueFormatter: (v) => `${v} °C`},
        {data: [...sydney.temperature], label: 'Mean', valueFormatter: (v) => `${v} °C`},
        // A formatter that returns null leaves the series out of the tooltip.
        {data: [...sydney.low], label: 'Low', valueFormatter: () => null},
      ]}
    />
  );
}
