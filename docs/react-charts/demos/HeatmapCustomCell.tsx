import * as React from 'react';
import {Heatmap} from '@mui/x-charts-pro/Heatmap';
import {CITY_CLIMATES, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const data: [number, number, number][] = CITY_CLIMATES.flatMap((city, y) =>
  city.temperature.map((t, x) => [x, y, t] as [number, number, number]),
);

type CellProps = React.SVGProps<SVGRectElement> & {
  ownerState: {color: string; value: number; isFaded: boolean; isHighlighted: boolean; dataIndex: number};
};

/** Black or white, whichever contrasts more with the cell colour (`rgb(…)` or `#rrggbb`). */
function textColorOn(color: string): string {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
    : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.179 ? '#000' : '#fff';
}

/** The `cell` slot: a rounded, inset tile that writes its value. */
function ValueCell(props: CellProps) {
  const {ownerState, x, y, width, height, ...other} = props;
  const w = Number(width);
  const h = Number(height);
  const {value} = ownerState;
  return (
    <g>
      <rect
        {...other}
        x={Number(x) + 2}
        y={Number(y) + 2}
        width={w - 4}
        height={h - 4}
        rx={6}
        fill={ownerState.color}
        opacity={ownerState.isFaded ? 0.3 : 1}
      />
      <text
        x={Number(x) + w / 2}
        y={Number(y) + h / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={11}
        fill={textColorOn(ownerState.color)}
        pointerEvents="none"
      >
        {Math.round(value)}
      </text>
    </g>
  );
}

export default function HeatmapCustomCell() {
  return (
    <Heatmap
      height={300}
      slots={{cell: ValueCell}}
      xAxis={[{data: [...MONTHS_SHORT]}]}
      yAxis={[{data: CITY_CLIMATES.map((c) => c.city), width: 70}]}
      zAxis={[{colorMap: {type: 'continuous', min: -5, max: 30, color: ['#1565c0', '#ffb74d']}}]}
      series={[
        {
          data,
          label: 'Mean temperature',
          valueFormatter: (v) => `${v} °C`,
          highlightScope: {highlight: 'item', fade: 'global'},
        },
      ]}
    />
  );
}
