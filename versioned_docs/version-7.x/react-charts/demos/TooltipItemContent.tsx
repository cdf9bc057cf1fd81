import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {PieChart} from '@mui/x-charts/PieChart';
import type {ChartsItemContentProps} from '@mui/x-charts/ChartsTooltip';
import {BROWSER_SHARES_2024} from '@site/src/demo-data/charts-web';

const total = BROWSER_SHARES_2024.reduce((sum, b) => sum + b.value, 0);

// Replaces only the content: the popper that follows the pointer stays the chart's.
function BrowserShareContent(props: ChartsItemContentProps<'pie'>) {
  const index = props.itemData.dataIndex;
  if (index === undefined) return null;
  const slice = props.series.data[index];
  return (
    <Paper sx={{px: 2, py: 1, borderLeft: 6, borderColor: props.getColor(index)}}>
      <Typography variant="subtitle2">{slice.label as string}</Typography>
      <Typography variant="body2">
        {slice.value}% of page views, rank {index + 1} of {BROWSER_SHARES_2024.length}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {Math.round(total * 10) / 10}% covered by the browsers listed
      </Typography>
    </Paper>
  );
}

export default function TooltipItemContent() {
  return (
    <PieChart
      height={260}
      margin={{right: 170}}
      series={[{data: [...BROWSER_SHARES_2024], innerRadius: 40}]}
      slots={{itemContent: BrowserShareContent}}
    />
  );
}
