import * as React from 'react';
import {GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState} from '@mui/x-charts/Gauge';

function Needle() {
  // The gauge's state: centre, radius and the angle (in radians) of the current value.
  const {valueAngle, outerRadius, cx, cy} = useGaugeState();
  if (valueAngle === null) return null;
  const tip = {x: cx + outerRadius * Math.sin(valueAngle), y: cy - outerRadius * Math.cos(valueAngle)};
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill="currentColor" />
      <path d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`} stroke="currentColor" strokeWidth={3} />
    </g>
  );
}

export default function GaugeWithNeedle() {
  return (
    <GaugeContainer width={220} height={140} startAngle={-90} endAngle={90} value={57} cy="90%" aria-label="Engine load, percent">
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
    </GaugeContainer>
  );
}
