import {ScatterChart, type ScatterMarkerProps} from '@mui/x-charts/ScatterChart';
import {countriesIn} from '@site/src/demo-data/charts-countries';

/** A marker slot: Europe as squares, the Americas as triangles, Asia keeps circles. */
function ShapedMarker(props: ScatterMarkerProps) {
  const {x, y, size, color, isHighlighted, isFaded, seriesId, dataIndex, ...other} = props;
  const r = isHighlighted ? size * 1.6 : size;
  const opacity = isFaded ? 0.3 : 1;
  if (seriesId === 'europe') {
    return <rect {...other} x={x - r} y={y - r} width={r * 2} height={r * 2} fill={color} opacity={opacity} data-index={dataIndex} />;
  }
  if (seriesId === 'americas') {
    return (
      <path {...other} d={`M ${x} ${y - r * 1.2} L ${x + r * 1.2} ${y + r} L ${x - r * 1.2} ${y + r} Z`} fill={color} opacity={opacity} />
    );
  }
  return <circle {...other} cx={x} cy={y} r={r} fill={color} opacity={opacity} />;
}

const points = (region: 'Europe' | 'Americas' | 'Asia') =>
  countriesIn(region).map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy}));

export default function ScatterShape() {
  return (
    <ScatterChart
      height={320}
      slots={{marker: ShapedMarker}}
      xAxis={[{scaleType: 'log', valueFormatter: (v: number) => `${v / 1000}k`}]}
      yAxis={[{min: 60, width: 40}]}
      series={[
        {id: 'europe', label: 'Europe', data: points('Europe'), labelMarkType: 'square'},
        {id: 'americas', label: 'Americas', data: points('Americas')},
        {id: 'asia', label: 'Asia', data: points('Asia'), labelMarkType: 'circle'},
      ]}
    />
  );
}
