import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {ChartDataProvider} from '@mui/x-charts/ChartDataProvider';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {LinePlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsAxisHighlight} from '@mui/x-charts/ChartsAxisHighlight';
import {useAxesTooltip} from '@mui/x-charts/ChartsTooltip';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
const date = new Intl.DateTimeFormat('en-GB', {weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC'});
const month = new Intl.DateTimeFormat('en-GB', {month: 'short', timeZone: 'UTC'});

// The tooltip's data, shown in a fixed place instead of a floating box.
function Readout() {
  const axis = useAxesTooltip()?.[0];
  return (
    <Box sx={{minHeight: 48, px: 1}} aria-live="polite">
      {axis ? (
        <>
          <Typography variant="subtitle2">{axis.axisFormattedValue}</Typography>
          <Typography variant="body2">
            {axis.seriesItems.map((item) => `${item.formattedLabel}: ${item.formattedValue}`).join(' · ')}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Hover the chart to read a day.
        </Typography>
      )}
    </Box>
  );
}

export default function TooltipReadout() {
  return (
    <ChartDataProvider
      height={260}
      series={[
        {type: 'line', data: days.map((d) => d.high), label: 'High', showMark: false, valueFormatter: (v) => `${v} °C`},
        {type: 'line', data: days.map((d) => d.low), label: 'Low', showMark: false, valueFormatter: (v) => `${v} °C`},
      ]}
      xAxis={[
        {
          scaleType: 'utc',
          data: days.map((d) => d.date),
          valueFormatter: (d: Date, ctx) => (ctx.location === 'tick' ? month.format(d) : date.format(d)),
        },
      ]}
      yAxis={[{width: 40}]}
    >
      <Box sx={{width: '100%'}}>
        <Readout />
        <ChartsSurface>
          <LinePlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsAxisHighlight x="line" />
        </ChartsSurface>
      </Box>
    </ChartDataProvider>
  );
}
