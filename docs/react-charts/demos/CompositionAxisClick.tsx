import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {BarPlot} from '@mui/x-charts/BarChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsAxisHighlight} from '@mui/x-charts/ChartsAxisHighlight';
import type {ChartsAxisData} from '@mui/x-charts/models';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

export default function CompositionAxisClick() {
  const [clicked, setClicked] = React.useState<ChartsAxisData | null>(null);
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ChartContainer
        height={260}
        // A click anywhere in a month's band reports the month and every series' value in it.
        onAxisClick={(_event, data) => setClicked(data)}
        series={CITY_CLIMATES.map((c) => ({type: 'bar' as const, id: c.id, data: [...c.sunshine], label: c.city}))}
        xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
        yAxis={[{width: 40}]}
      >
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsAxisHighlight x="band" />
      </ChartContainer>
      <Typography variant="body2" sx={{fontFamily: 'monospace', minHeight: 48}}>
        {clicked
          ? `${clicked.axisValue} (index ${clicked.dataIndex}): ${Object.entries(clicked.seriesValues)
              .map(([id, v]) => `${id} ${v} h`)
              .join(', ')}`
          : 'Click a month.'}
      </Typography>
    </Stack>
  );
}
