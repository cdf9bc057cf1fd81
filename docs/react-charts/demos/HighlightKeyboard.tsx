import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {BarChart} from '@mui/x-charts/BarChart';
import {useDrawingArea, useItemHighlightedGetter} from '@mui/x-charts/hooks';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const cities = CITY_CLIMATES.slice(0, 3);
const items = cities.flatMap((c) => MONTHS.map((_, dataIndex) => ({seriesId: c.id, dataIndex})));

// Drawn inside the SVG, above the bars: the highlighted item, whether the pointer or the
// keyboard focus put it there (8.15.0 shows no tooltip for the keyboard focus).
function HighlightedValue() {
  const theme = useTheme();
  const {left, top} = useDrawingArea();
  const {isHighlighted} = useItemHighlightedGetter();
  const item = items.find((candidate) => isHighlighted(candidate));
  const city = cities.find((c) => c.id === item?.seriesId);
  const text =
    city && item
      ? `${city.city}, ${MONTHS[item.dataIndex]}: ${city.sunshine[item.dataIndex]} hours of sunshine`
      : 'Tab to the chart, then use the arrow keys.';
  return (
    <text x={left} y={top - 12} fill={(theme.vars ?? theme).palette.text.primary} style={{font: '14px sans-serif'}}>
      {text}
    </text>
  );
}

export default function HighlightKeyboard() {
  return (
    <BarChart
      height={300}
      margin={{top: 36}}
      // The SVG becomes focusable: ← → move along a series, ↑ ↓ switch series.
      enableKeyboardNavigation
      xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[{label: 'Hours of sunshine', width: 60}]}
      series={cities.map((c) => ({id: c.id, data: [...c.sunshine], label: c.city, highlightScope: {highlight: 'item', fade: 'global'}}))}
    >
      <HighlightedValue />
    </BarChart>
  );
}
