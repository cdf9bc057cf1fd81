import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {PieChart} from '@mui/x-charts/PieChart';
import {useLegend} from '@mui/x-charts/hooks';
import {ChartsLabelMark} from '@mui/x-charts/ChartsLabel';
import {energyMix} from '@site/src/demo-data/charts-feature-energy';

const mix = energyMix(2024);
const total = mix.reduce((sum, item) => sum + item.value, 0);

// A legend of our own: the items come from `useLegend()`, the shares from our data.
function ShareLegend() {
  const {items} = useLegend();
  return (
    <Stack component="ul" spacing={0.5} sx={{listStyle: 'none', m: 0, p: 0, minWidth: 180}}>
      {items.map((item) => {
        const value = mix.find((m) => m.id === item.itemId)?.value ?? 0;
        return (
          <Stack component="li" key={item.id} direction="row" spacing={1} sx={{alignItems: 'center'}}>
            <ChartsLabelMark type={item.markType} color={item.color} />
            <Typography variant="body2" sx={{flex: 1}}>
              {item.label}
            </Typography>
            <Typography variant="body2" sx={{fontVariantNumeric: 'tabular-nums', color: 'text.secondary'}}>
              {((value / total) * 100).toFixed(1)} %
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

export default function LegendCustomSlot() {
  return (
    <PieChart
      height={260}
      series={[{data: mix, innerRadius: 60, paddingAngle: 1, cornerRadius: 3}]}
      slots={{legend: ShareLegend}}
      slotProps={{legend: {position: {vertical: 'middle', horizontal: 'end'}}}}
    />
  );
}
