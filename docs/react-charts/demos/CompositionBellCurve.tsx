import * as React from 'react';
import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {BarPlot} from '@mui/x-charts/BarChart';
import {LinePlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsReferenceLine} from '@mui/x-charts/ChartsReferenceLine';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

// How far each day of 2024 was from the average of the 31 days around it (°C): a histogram of
// those anomalies, and the normal distribution with the same mean and standard deviation.
const means = dailyTemperatures2024().map((d) => d.mean);
const anomalies = means.map((value, i) => {
  const window = means.slice(Math.max(0, i - 15), i + 16);
  return value - window.reduce((s, v) => s + v, 0) / window.length;
});
const mean = anomalies.reduce((s, v) => s + v, 0) / anomalies.length;
const sd = Math.sqrt(anomalies.reduce((s, v) => s + (v - mean) ** 2, 0) / anomalies.length);

const BIN = 0.5;
const bins = Array.from({length: 25}, (_, i) => -6 + i * BIN);
const counts = bins.map((start) => anomalies.filter((a) => a >= start && a < start + BIN).length);
const normal = bins.map((start) => {
  const x = start + BIN / 2;
  return Math.round(((anomalies.length * BIN * Math.exp(-((x - mean) ** 2) / (2 * sd * sd))) / (sd * Math.sqrt(2 * Math.PI))) * 10) / 10;
});
const labels = bins.map((start) => (start + BIN / 2).toFixed(2));
const meanBin = Math.floor((mean - bins[0]) / BIN);

export default function CompositionBellCurve() {
  return (
    <ChartContainer
      height={320}
      series={[
        {type: 'bar', data: counts, label: 'Days', color: '#90caf9'},
        {type: 'line', data: normal, label: 'Normal distribution', color: '#e53935', showMark: false, curve: 'natural'},
      ]}
      xAxis={[
        {
          id: 'anomaly',
          scaleType: 'band',
          data: labels,
          categoryGapRatio: 0.05,
          label: 'Difference from the 31-day average (°C)',
          height: 45,
          tickInterval: (_v: string, i: number) => i % 4 === 0,
        },
      ]}
      yAxis={[{label: 'Days', width: 55}]}
    >
      <BarPlot />
      <LinePlot />
      <ChartsReferenceLine
        x={labels[meanBin]}
        label={`mean ${Math.abs(mean) < 0.05 ? '0.0' : mean.toFixed(1)} °C, σ ${sd.toFixed(1)} °C`}
        labelAlign="start"
        lineStyle={{strokeDasharray: '4 4'}}
      />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip trigger="axis" />
    </ChartContainer>
  );
}
