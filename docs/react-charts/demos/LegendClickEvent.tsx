import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import type {SeriesLegendItemContext} from '@mui/x-charts/ChartsLegend';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const singapore = cityClimate('singapore');
const sydney = cityClimate('sydney');

export default function LegendClickEvent() {
  const [clicked, setClicked] = React.useState<{item: SeriesLegendItemContext; index: number} | null>(null);
  return (
    <Stack sx={{width: '100%'}}>
      <BarChart
        height={280}
        xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
        yAxis={[{label: 'mm', width: 50}]}
        series={[
          {id: 'singapore', data: [...singapore.precipitation], label: 'Singapore'},
          {id: 'sydney', data: [...sydney.precipitation], label: 'Sydney'},
        ]}
        // With a click handler, each legend item becomes a button (reachable with Tab).
        slotProps={{
          legend: {
            onItemClick: (_event: React.MouseEvent<HTMLButtonElement>, item: SeriesLegendItemContext, index: number) =>
              setClicked({item, index}),
          },
        }}
      />
      <Typography variant="body2" sx={{fontFamily: 'monospace', minHeight: 24}}>
        {clicked
          ? `index ${clicked.index}: seriesId "${clicked.item.seriesId}", label "${clicked.item.label}", color ${clicked.item.color}`
          : 'Click a legend item.'}
      </Typography>
    </Stack>
  );
}
