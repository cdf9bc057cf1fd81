import {GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState} from '@mui/x-charts/Gauge';

/** A needle from the centre to the value, drawn with the angle the gauge computed. */
function Needle() {
  const {valueAngle, outerRadius, cx, cy} = useGaugeState();
  if (valueAngle === null) return null;
  const target = {x: cx + outerRadius * Math.sin(valueAngle), y: cy - outerRadius * Math.cos(valueAngle)};
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill="red" />
      <path d={`M ${cx} ${cy} L ${target.x} ${target.y}`} stroke="red" strokeWidth={3} />
    </g>
  );
}

// A speedometer: 0 to 200 km/h over a 220° arc.
export default function GaugeNeedle() {
  return (
    <GaugeContainer
      width={220}
      height={220}
      startAngle={-110}
      endAngle={110}
      value={132}
      valueMax={200}
      aria-valuetext="132 kilometres per hour"
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
    </GaugeContainer>
  );
}
