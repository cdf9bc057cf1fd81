import * as React from 'react';
import {ScatterChartPro} from '@mui/x-charts-pro/ScatterChartPro';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

// Each day of 2024: its low against its high.
const points = dailyTemperatures2024().map((d, i) => ({id: i, x: d.low, y: d.high}));

export default function ZoomSlider() {
  return (
    <ScatterChartPro
      height={340}
      // A slider beside each zoomable axis: drag the thumbs to zoom, the track to pan.
      xAxis={[{label: 'Daily low (°C)', zoom: {slider: {enabled: true}}}]}
      yAxis={[{label: 'Daily high (°C)', width: 55, zoom: {slider: {enabled: true}}}]}
      series={[{data: points, label: 'Days of 2024', markerSize: 3}]}
      hideLegend
    />
  );
}
