import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {BarChart} from '@mui/x-charts/BarChart';
import {useBarSeries, useXScale, useYScale} from '@mui/x-charts/hooks';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const cities = CITY_CLIMATES.slice(2);

// Reads the processed bar series (data, colour, label) and marks each one's wettest month.
function WettestMonth() {
  const theme = useTheme();
  const series = useBarSeries();
  const x = useXScale<'band'>();
  const y = useYScale<'linear'>();
  return (
    <g>
      {series.map((s, seriesIndex) => {
        const values = s.data.map((v) => v ?? 0);
        const index = values.indexOf(Math.max(...values));
        const bandX = (x(MONTHS[index]) ?? 0) + (x.bandwidth() / series.length) * (seriesIndex + 0.5);
        return (
          <text
            key={s.id}
            x={bandX}
            y={y(values[index]) - 8}
            textAnchor="middle"
            fill={(theme.vars ?? theme).palette.text.primary}
            style={{font: '600 12px sans-serif'}}
          >
            ▼ {values[index]}
          </text>
        );
      })}
    </g>
  );
}

export default function ComponentsSeries() {
  return (
    <BarChart
      height={320}
      xAxis={[{scaleType: 'band', data: [...MONTHS], categoryGapRatio: 0.3, barGapRatio: 0}]}
      yAxis={[{label: 'mm', width: 55, max: 330}]}
      series={cities.map((c) => ({id: c.id, data: [...c.precipitation], label: c.city}))}
    >
      <WettestMonth />
    </BarChart>
  );
}
