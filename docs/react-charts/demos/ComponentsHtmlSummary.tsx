import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import {ChartDataProvider} from '@mui/x-charts/ChartDataProvider';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {LinePlot, MarkPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsLabelMark} from '@mui/x-charts/ChartsLabel';
import {useLineSeries} from '@mui/x-charts/hooks';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

// An HTML table beside the SVG, computed from the same processed series.
function Summary() {
  const series = useLineSeries();
  return (
    <Table size="small" sx={{width: 'auto', minWidth: 240, '& td, & th': {whiteSpace: 'nowrap'}}}>
      <TableHead>
        <TableRow>
          <TableCell>City</TableCell>
          <TableCell align="right">Min</TableCell>
          <TableCell align="right">Max</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {series.map((s) => {
          const values = s.data.filter((v): v is number => v !== null);
          return (
            <TableRow key={s.id}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
                  <ChartsLabelMark type="line" color={s.color} />
                  <span>{typeof s.label === 'function' ? s.label('legend') : s.label}</span>
                </Stack>
              </TableCell>
              <TableCell align="right">{Math.min(...values)} °C</TableCell>
              <TableCell align="right">{Math.max(...values)} °C</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export default function ComponentsHtmlSummary() {
  return (
    <ChartDataProvider
      height={260}
      series={CITY_CLIMATES.map((c) => ({type: 'line' as const, data: [...c.temperature], label: c.city}))}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[{width: 40}]}
    >
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{width: '100%', alignItems: 'center'}}>
        <Box sx={{flex: 1, minWidth: 0, width: '100%'}}>
          <ChartsSurface>
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
        </Box>
        <Summary />
      </Stack>
    </ChartDataProvider>
  );
}
