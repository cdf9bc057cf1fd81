import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {ChartDataProvider} from '@mui/x-charts/ChartDataProvider';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {BarPlot} from '@mui/x-charts/BarChart';
import {LinePlot, MarkPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {useSeries} from '@mui/x-charts/hooks';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');

// useSeries(): every series of the chart, grouped by type, after processing.
function SeriesInventory() {
  const series = useSeries();
  return (
    <Box component="ul" sx={{m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13}}>
      {Object.entries(series).map(([type, group]) =>
        group?.seriesOrder.map((id) => {
          const s = group.series[id];
          return (
            <li key={`${type}-${id}`}>
              {type} · id "{id}" · colour {s.color} · {s.data.length} values
            </li>
          );
        }),
      )}
    </Box>
  );
}

export default function HooksUseSeries() {
  return (
    <ChartDataProvider
      height={220}
      series={[
        {type: 'bar', id: 'rain', data: [...oslo.precipitation], label: 'Precipitation (mm)', yAxisId: 'mm'},
        {type: 'line', id: 'high', data: [...oslo.high], label: 'High (°C)', yAxisId: 'c'},
        {type: 'line', id: 'low', data: [...oslo.low], label: 'Low (°C)', yAxisId: 'c'},
      ]}
      xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[
        {id: 'mm', width: 40},
        {id: 'c', position: 'right', width: 40},
      ]}
    >
      <Box sx={{width: '100%'}}>
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis axisId="mm" />
          <ChartsYAxis axisId="c" />
        </ChartsSurface>
        <Typography variant="subtitle2" sx={{mt: 1}}>
          useSeries() returns:
        </Typography>
        <SeriesInventory />
      </Box>
    </ChartDataProvider>
  );
}
