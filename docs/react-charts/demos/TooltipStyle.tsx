import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {chartsTooltipClasses} from '@mui/x-charts/ChartsTooltip';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const singapore = cityClimate('singapore');

export default function TooltipStyle() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[{label: 'mm', width: 55}]}
      series={[{data: [...singapore.precipitation], label: 'Singapore precipitation', valueFormatter: (v) => `${v} mm`}]}
      slotProps={{
        tooltip: {
          trigger: 'item',
          // The tooltip renders in a portal: style it through its own sx, not the chart's.
          sx: (theme) => ({
            [`& .${chartsTooltipClasses.paper}`]: {
              borderRadius: 3,
              border: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
              boxShadow: theme.shadows[6],
            },
            [`& .${chartsTooltipClasses.labelCell}`]: {color: (theme.vars ?? theme).palette.text.secondary, fontStyle: 'italic'},
            [`& .${chartsTooltipClasses.valueCell}`]: {fontWeight: 700, fontSize: 16},
          }),
        },
      }}
    />
  );
}
