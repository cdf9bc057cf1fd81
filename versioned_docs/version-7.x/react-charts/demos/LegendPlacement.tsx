import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 5);
const VERTICAL = ['top', 'middle', 'bottom'] as const;
const HORIZONTAL = ['left', 'middle', 'right'] as const;
const DIRECTIONS = ['row', 'column'] as const;

function Choice<T extends string>(props: {label: string; value: T; options: readonly T[]; onChange: (v: T) => void}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as T)}
      sx={{width: 130}}
    >
      {props.options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function LegendPlacement() {
  const [vertical, setVertical] = React.useState<(typeof VERTICAL)[number]>('middle');
  const [horizontal, setHorizontal] = React.useState<(typeof HORIZONTAL)[number]>('right');
  const [direction, setDirection] = React.useState<(typeof DIRECTIONS)[number]>('column');
  // The legend is drawn in the margin: leave room on the side it moves to.
  const margin = {
    top: vertical === 'top' ? 60 : 20,
    bottom: vertical === 'bottom' ? 80 : 30,
    left: horizontal === 'left' ? 130 : 50,
    right: horizontal === 'right' ? 130 : 20,
  };
  return (
    <Stack sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} useFlexGap sx={{px: 2, flexWrap: 'wrap'}}>
        <Choice label="vertical" value={vertical} options={VERTICAL} onChange={setVertical} />
        <Choice label="horizontal" value={horizontal} options={HORIZONTAL} onChange={setHorizontal} />
        <Choice label="direction" value={direction} options={DIRECTIONS} onChange={setDirection} />
      </Stack>
      <BarChart
        height={300}
        margin={margin}
        xAxis={[{scaleType: 'band', data: rows.map((r) => r.code)}]}
        series={[
          {data: rows.map((r) => r.gold), label: 'Gold'},
          {data: rows.map((r) => r.silver), label: 'Silver'},
          {data: rows.map((r) => r.bronze), label: 'Bronze'},
        ]}
        slotProps={{legend: {position: {vertical, horizontal}, direction}}}
      />
    </Stack>
  );
}
