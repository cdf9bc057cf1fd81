import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {LineChart} from '@mui/x-charts/LineChart';
import {useDrawingArea, useLineSeries, useYScale} from '@mui/x-charts/hooks';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

// One series by id, typed: its yearly average as a dashed line in the series' own colour.
function YearlyAverage({seriesId}: {seriesId: string}) {
  const theme = useTheme();
  const series = useLineSeries(seriesId);
  const {left, width} = useDrawingArea();
  const y = useYScale<'linear'>();
  if (!series) return null;
  const values = series.data.filter((v): v is number => v !== null);
  const average = values.reduce((s, v) => s + v, 0) / values.length;
  return (
    <g>
      <line x1={left} x2={left + width} y1={y(average)} y2={y(average)} stroke={series.color} strokeDasharray="5 5" strokeWidth={2} />
      <text
        x={left + width - 4}
        y={y(average) - 6}
        textAnchor="end"
        fill={(theme.vars ?? theme).palette.text.primary}
        style={{font: '12px sans-serif'}}
      >
        {typeof series.label === 'function' ? series.label('legend') : series.label}: {average.toFixed(1)} °C a year
      </text>
    </g>
  );
}

export default function HooksUseLineSeriesById() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[{label: '°C', width: 55}]}
      series={CITY_CLIMATES.slice(0, 2).map((c) => ({id: c.id, data: [...c.temperature], label: c.city}))}
    >
      <YearlyAverage seriesId="oslo" />
      <YearlyAverage seriesId="madrid" />
    </LineChart>
  );
}
