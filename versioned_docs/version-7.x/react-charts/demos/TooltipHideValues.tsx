import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const madrid = cityClimate('madrid');
const degrees = (v: number | null) => (v === null ? '' : `${v} °C`);

export default function TooltipHideValues() {
  return (
    <LineChart
      height={300}
      // hideTooltip: the tooltip drops its heading (the month).
      xAxis={[{scaleType: 'point', data: [...MONTHS], hideTooltip: true}]}
      series={[
        {data: [...madrid.high], label: 'High', valueFormatter: degrees},
        {data: [...madrid.temperature], label: 'Mean', valueFormatter: degrees},
        // A formatter that returns null leaves the series out of the tooltip.
        {data: [...madrid.low], label: 'Low (chart only)', valueFormatter: () => null},
      ]}
    />
  );
}
