import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import type {ChartsAxisContentProps} from '@mui/x-charts/ChartsTooltip';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 6);

function MedalTotalContent(props: ChartsAxisContentProps) {
  if (props.dataIndex == null) return null;
  const row = rows[props.dataIndex];
  return (
    <Paper sx={{px: 2, py: 1}}>
      <Typography variant="subtitle2">{row.country}</Typography>
      <Typography variant="body2">
        {row.gold + row.silver + row.bronze} medals: {row.gold} gold, {row.silver} silver, {row.bronze} bronze
      </Typography>
    </Paper>
  );
}

export default function TooltipAxisContent() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: rows.map((r) => r.code)}]}
      series={[
        {data: rows.map((r) => r.gold), label: 'Gold', stack: 'all'},
        {data: rows.map((r) => r.silver), label: 'Silver', stack: 'all'},
        {data: rows.map((r) => r.bronze), label: 'Bronze', stack: 'all'},
      ]}
      slots={{axisContent: MedalTotalContent}}
    />
  );
}
