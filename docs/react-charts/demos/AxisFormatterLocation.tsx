import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');
const longMonth = new Intl.DateTimeFormat('en-GB', {month: 'long', timeZone: 'UTC'});

export default function AxisFormatterLocation() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: MONTHS.map((_, i) => new Date(Date.UTC(2024, i, 1))),
          // One letter on the axis, the full month in the tooltip.
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? longMonth.format(date).charAt(0) : `${longMonth.format(date)} (1991–2020 normal)`,
        },
      ]}
      yAxis={[{label: 'Sunshine (hours)', width: 60}]}
      series={[{data: [...oslo.sunshine], label: 'Oslo sunshine', valueFormatter: (v) => `${v} h`}]}
    />
  );
}
