import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ChartDataProvider} from '@mui/x-charts/ChartDataProvider';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {LinePlot} from '@mui/x-charts/LineChart';
import {BarPlot} from '@mui/x-charts/BarChart';
import {ContinuousColorLegend, PiecewiseColorLegend} from '@mui/x-charts/ChartsLegend';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const madrid = cityClimate('madrid');
const months = [{scaleType: 'band' as const, data: [...MONTHS], position: 'none' as const}];

function Row({label, children}: {label: string; children: React.ReactNode}) {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center', minHeight: 36}}>
      <Typography variant="body2" sx={{width: 110, fontFamily: 'monospace'}}>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

// A small plot per colour map, its legends drawn once for each label position.
export default function LegendColorLabelPosition() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{width: '100%'}}>
      <ChartDataProvider
        height={90}
        series={[{type: 'line', data: [...madrid.temperature]}]}
        xAxis={months}
        yAxis={[{position: 'none', colorMap: {type: 'continuous', min: 0, max: 30, color: ['#42a5f5', '#ef5350']}}]}
      >
        <Stack sx={{flex: 1}}>
          <ChartsSurface>
            <LinePlot />
          </ChartsSurface>
          {(['start', 'end', 'extremes'] as const).map((position) => (
            <Row key={position} label={position}>
              <ContinuousColorLegend axisDirection="y" labelPosition={position} sx={{width: 200}} />
            </Row>
          ))}
        </Stack>
      </ChartDataProvider>
      <ChartDataProvider
        height={90}
        series={[{type: 'bar', data: [...madrid.temperature]}]}
        xAxis={months}
        yAxis={[{position: 'none', colorMap: {type: 'piecewise', thresholds: [10, 20], colors: ['#42a5f5', '#ffb74d', '#ef5350']}}]}
      >
        <Stack sx={{flex: 1}}>
          <ChartsSurface>
            <BarPlot />
          </ChartsSurface>
          {(['extremes', 'inline-start', 'inline-end'] as const).map((position) => (
            <Row key={position} label={position}>
              <PiecewiseColorLegend axisDirection="y" labelPosition={position} />
            </Row>
          ))}
        </Stack>
      </ChartDataProvider>
    </Stack>
  );
}
