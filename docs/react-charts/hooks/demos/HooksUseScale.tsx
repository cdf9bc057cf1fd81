import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {BarChart} from '@mui/x-charts/BarChart';
import {getValueToPositionMapper, useXScale, useYScale} from '@mui/x-charts/hooks';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const sydney = cityClimate('sydney');

// A band scale maps a category to the START of its band; getValueToPositionMapper maps it to the
// middle, like a point or linear scale would. Markers on the monthly mean, centred on each bar.
function MeanMarkers() {
  const theme = useTheme();
  const x = useXScale<'band'>();
  const y = useYScale<'linear'>();
  const toX = getValueToPositionMapper(x);
  return (
    <g>
      {MONTHS.map((month, i) => (
        <g key={month} transform={`translate(${toX(month)}, ${y(sydney.temperature[i] * 10)})`}>
          <circle r={5} fill={(theme.vars ?? theme).palette.background.paper} stroke="#e53935" strokeWidth={2} />
        </g>
      ))}
    </g>
  );
}

export default function HooksUseScale() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[{width: 55, label: 'mm · °C × 10', max: 250}]}
      series={[{data: [...sydney.precipitation], label: 'Sydney precipitation (mm)', color: '#90caf9'}]}
    >
      <MeanMarkers />
    </BarChart>
  );
}
