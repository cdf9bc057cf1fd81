import {LineChart, type MarkElementProps} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const temperatures = [...cityClimate('beijing').temperature];
const warmest = temperatures.indexOf(Math.max(...temperatures));
const coldest = temperatures.indexOf(Math.min(...temperatures));

/** A mark slot: a small diamond, larger and labelled on the warmest and coldest months. */
function ExtremeMark({x, y, color, dataIndex}: MarkElementProps) {
  const extreme = dataIndex === warmest || dataIndex === coldest;
  const size = extreme ? 7 : 3.5;
  const cx = Number(x);
  const cy = Number(y);
  return (
    <g>
      <path d={`M ${cx} ${cy - size} L ${cx + size} ${cy} L ${cx} ${cy + size} L ${cx - size} ${cy} Z`} fill={color} />
      {extreme && (
        <text x={cx} y={cy - 12} textAnchor="middle" fontSize={12} fill="currentColor">
          {`${temperatures[dataIndex]} °C`}
        </text>
      )}
    </g>
  );
}

export default function LineDemoCustomMarks() {
  return (
    <LineChart
      height={320}
      slots={{mark: ExtremeMark}}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[{width: 40, min: -10, max: 32}]}
      series={[{data: temperatures, label: 'Beijing (°C)', color: '#6a1b9a'}]}
      sx={{color: 'text.primary'}}
    />
  );
}
