import * as React from 'react';
import {ChartContainerPro} from '@mui/x-charts-pro/ChartContainerPro';
import {ChartZoomSlider} from '@mui/x-charts-pro/ChartZoomSlider';
import {
  LinePlot,
  AreaPlot,
  ChartsXAxis,
  ChartsYAxis,
  ChartsGrid,
  ChartsClipPath,
  ChartsAxisHighlight,
  ChartsTooltip,
} from '@mui/x-charts-pro';
import {hourlyDemand} from '@site/src/demo-data/charts-feature-daily';

const hours = hourlyDemand();
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});
// Midnight shows the date, other ticks the hour: zoomed in, the ticks fall within one day.
const tick = (d: Date) => (d.getUTCHours() === 0 ? day.format(d) : `${String(d.getUTCHours()).padStart(2, '0')}:00`);

export default function ZoomComposition() {
  const clipId = React.useId();
  return (
    <ChartContainerPro
      height={320}
      initialZoom={[{axisId: 'time', start: 0, end: 20}]}
      series={[{type: 'line', data: hours.map((h) => h.demand), area: true, showMark: false, label: 'Demand (GW)'}]}
      xAxis={[
        {
          id: 'time',
          scaleType: 'utc',
          data: hours.map((h) => h.time),
          zoom: {slider: {enabled: true}},
          valueFormatter: (d: Date) => tick(d),
        },
      ]}
      yAxis={[{id: 'gw', width: 45}]}
    >
      <ChartsGrid horizontal />
      {/* Zoomed series run past the drawing area: clip them. */}
      <g clipPath={`url(#${clipId})`}>
        <AreaPlot />
        <LinePlot />
      </g>
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="line" />
      <ChartZoomSlider />
      <ChartsClipPath id={clipId} />
      <ChartsTooltip />
    </ChartContainerPro>
  );
}
