import * as React from 'react';
import {useTheme} from '@mui/material/styles';
import {RadarChart} from '@mui/x-charts/RadarChart';
import {useDrawingArea, useRadiusScale, useRotationScale} from '@mui/x-charts/hooks';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const singapore = cityClimate('singapore');

// Polar scales: rotation maps a metric to an angle (radians), radius a value to a distance from
// the centre. Draws a ring at 150 mm and a dot on the wettest month.
function Ring() {
  const theme = useTheme();
  const rotation = useRotationScale<'point'>();
  const radius = useRadiusScale<'linear'>();
  const {left, top, width, height} = useDrawingArea();
  if (!rotation || !radius) return null;
  const cx = left + width / 2;
  const cy = top + height / 2;
  const wettest = singapore.precipitation.indexOf(Math.max(...singapore.precipitation));
  const angle = rotation(MONTHS[wettest]) ?? 0;
  const r = radius(singapore.precipitation[wettest]);
  return (
    <g>
      <circle cx={cx} cy={cy} r={radius(150)} fill="none" stroke={(theme.vars ?? theme).palette.text.secondary} strokeDasharray="4 4" />
      <circle cx={cx + r * Math.sin(angle)} cy={cy - r * Math.cos(angle)} r={6} fill="#e53935" />
    </g>
  );
}

export default function HooksUseScaleRadar() {
  return (
    <RadarChart
      height={320}
      radar={{metrics: [...MONTHS], max: 300}}
      series={[{data: [...singapore.precipitation], label: 'Singapore precipitation (mm)'}]}
    >
      <Ring />
    </RadarChart>
  );
}
