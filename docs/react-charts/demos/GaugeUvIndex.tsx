import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {GaugeContainer, useGaugeState} from '@mui/x-charts/Gauge';

// The WHO's UV index categories and the colours it recommends for them. A band ends half-way between
// two whole readings, so 2 is "low" and 3 "moderate".
const BANDS = [
  {label: 'Low', to: 2.5, color: '#289500'},
  {label: 'Moderate', to: 5.5, color: '#f7e400'},
  {label: 'High', to: 7.5, color: '#f85900'},
  {label: 'Very high', to: 10.5, color: '#d8001d'},
  {label: 'Extreme', to: 12, color: '#6b49c8'},
];
const categoryOf = (uv: number) => BANDS.find((band) => uv <= band.to)!.label;

/** The gauge's geometry as functions: its angle for a value, and the point at an angle and radius. */
function useDial() {
  const {startAngle, endAngle, valueMin, valueMax, cx, cy, innerRadius, outerRadius} = useGaugeState();
  const angleOf = (value: number) => startAngle + ((endAngle - startAngle) * (value - valueMin)) / (valueMax - valueMin);
  const at = (angle: number, radius: number) => `${cx + radius * Math.sin(angle)} ${cy - radius * Math.cos(angle)}`;
  return {angleOf, at, innerRadius, outerRadius, valueMin, valueMax};
}

/** One coloured ring segment per category, in place of the gauge's own value and reference arcs. */
function Bands() {
  const {angleOf, at, innerRadius: r0, outerRadius: r1, valueMin} = useDial();
  return BANDS.map((band, i) => {
    const [a0, a1] = [angleOf(i === 0 ? valueMin : BANDS[i - 1].to), angleOf(band.to)];
    const large = a1 - a0 > Math.PI ? 1 : 0;
    const d = `M ${at(a0, r1)} A ${r1} ${r1} 0 ${large} 1 ${at(a1, r1)} L ${at(a1, r0)} A ${r0} ${r0} 0 ${large} 0 ${at(a0, r0)} Z`;
    return <path key={band.label} d={d} fill={band.color} />;
  });
}

/** Whole readings written inside the ring. */
function Ticks() {
  const {angleOf, at, innerRadius, valueMin, valueMax} = useDial();
  const values = Array.from({length: valueMax - valueMin + 1}, (_, i) => valueMin + i);
  return values.map((value) => {
    const [x, y] = at(angleOf(value), innerRadius - 11).split(' ');
    return (
      <text key={value} x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize={11} fill="currentColor">
        {value === valueMax ? `${value}+` : value}
      </text>
    );
  });
}

/** A triangle outside the ring pointing at the reading. */
function Pointer({value}: {value: number}) {
  const {angleOf, at, outerRadius} = useDial();
  const angle = angleOf(value);
  const spread = 0.06;
  const d = `M ${at(angle, outerRadius + 1)} L ${at(angle - spread, outerRadius + 14)} L ${at(angle + spread, outerRadius + 14)} Z`;
  return <path d={d} fill="currentColor" />;
}

export default function GaugeUvIndex() {
  const [uv, setUv] = React.useState(8);
  const category = categoryOf(uv);
  return (
    <Box sx={{color: 'text.primary', width: 280}}>
      <GaugeContainer
        width={280}
        height={170}
        startAngle={-90}
        endAngle={90}
        cy="88%"
        outerRadius="88%"
        innerRadius="74%"
        value={uv}
        valueMin={0}
        valueMax={12}
        aria-label="UV index"
        aria-valuetext={`${uv}, ${category.toLowerCase()}`}
      >
        <Bands />
        <Ticks />
        <Pointer value={uv} />
      </GaugeContainer>
      <Typography align="center" variant="h6" component="p" sx={{mt: -5}}>
        {uv} · {category}
      </Typography>
      <Slider
        aria-label="UV index"
        value={uv}
        min={0}
        max={12}
        step={1}
        marks
        onChange={(_, value) => setUv(value as number)}
        sx={{mt: 1}}
      />
    </Box>
  );
}
