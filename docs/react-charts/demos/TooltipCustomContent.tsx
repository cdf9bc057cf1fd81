import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import {BarChart} from '@mui/x-charts/BarChart';
import {ChartsTooltipContainer, useAxesTooltip, type ChartsTooltipProps} from '@mui/x-charts/ChartsTooltip';
import {energyDataset, ENERGY_SOURCES} from '@site/src/demo-data/charts-feature-energy';

const dataset = energyDataset().filter((row) => row.year >= 2019);

// Replaces the default tooltip: same container (follows the pointer), our own content.
function ShareTooltip(props: ChartsTooltipProps) {
  const axes = useAxesTooltip();
  const axis = axes?.[0];
  if (!axis) return null;
  const total = axis.seriesItems.reduce((sum, item) => sum + (typeof item.value === 'number' ? item.value : 0), 0);
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <Paper elevation={4} sx={{p: 1.5, minWidth: 220}}>
        <Typography variant="subtitle2">
          {axis.axisFormattedValue}: {total.toLocaleString('en-US')} TWh
        </Typography>
        {axis.seriesItems.map((item) => {
          const share = typeof item.value === 'number' ? (item.value / total) * 100 : 0;
          return (
            <Stack key={item.seriesId} sx={{mt: 0.75}}>
              <Stack direction="row" sx={{justifyContent: 'space-between'}}>
                <Typography variant="caption">{item.formattedLabel}</Typography>
                <Typography variant="caption">{share.toFixed(1)} %</Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={share}
                aria-label={`${item.formattedLabel} share`}
                sx={{height: 6, borderRadius: 3, '& .MuiLinearProgress-bar': {bgcolor: item.color}}}
              />
            </Stack>
          );
        })}
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function TooltipCustomContent() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{scaleType: 'band', dataKey: 'year', valueFormatter: (y: number) => String(y)}]}
      yAxis={[{label: 'TWh', width: 75}]}
      series={ENERGY_SOURCES.map((s) => ({dataKey: s.id, label: s.label, color: s.color, stack: 'total'}))}
      slots={{tooltip: ShareTooltip}}
    />
  );
}
