import * as React from 'react';
import Stack from '@mui/material/Stack';
import {BarChart} from '@mui/x-charts/BarChart';
import {LineChart} from '@mui/x-charts/LineChart';
import type {AxisItemIdentifier} from '@mui/x-charts/models';
import type {HighlightItemData} from '@mui/x-charts/context';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

// Two charts, one state: the month pointed at in either is highlighted in both, and so is the city.
export default function HighlightSynchronized() {
  const [axis, setAxis] = React.useState<AxisItemIdentifier[]>([]);
  const [item, setItem] = React.useState<HighlightItemData | null>(null);
  // Series ids are the city ids in both charts, so an item highlight means the same city.
  const sameCity = item && {seriesId: item.seriesId};
  const common = {
    height: 220,
    xAxis: [{id: 'months', scaleType: 'band' as const, data: [...MONTHS]}],
    highlightedAxis: axis,
    onHighlightedAxisChange: setAxis,
    highlightedItem: sameCity,
    onHighlightChange: setItem,
  };
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <LineChart
        {...common}
        yAxis={[{label: '°C', width: 55}]}
        series={CITY_CLIMATES.map((c) => ({
          id: c.id,
          data: [...c.temperature],
          label: c.city,
          highlightScope: {highlight: 'series', fade: 'global'},
        }))}
      />
      <BarChart
        {...common}
        yAxis={[{label: 'mm', width: 55}]}
        series={CITY_CLIMATES.map((c) => ({
          id: c.id,
          data: [...c.precipitation],
          label: c.city,
          highlightScope: {highlight: 'series', fade: 'global'},
        }))}
        hideLegend
      />
    </Stack>
  );
}
