import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {FunnelChart, funnelSectionClasses} from '@mui/x-charts-pro/FunnelChart';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import {whiteLabelPalette} from '@site/src/demo-data/charts-palettes';

const steps = shopFunnel('all');

export default function FunnelClickEvent() {
  const [index, setIndex] = React.useState<number | null>(null);
  const step = index === null ? null : steps[index]!;
  const previous = index ? steps[index - 1]! : null;
  return (
    <Stack sx={{width: '100%'}}>
      <Typography variant="body2" sx={{minHeight: 24}}>
        {step
          ? `${step.label}: ${step.value.toLocaleString('en-US')}${previous ? `, ${Math.round((step.value / previous.value) * 100)}% of the step before` : ''}`
          : 'Click a section'}
      </Typography>
      <FunnelChart
        colors={whiteLabelPalette()}
        sx={{[`& .${funnelSectionClasses.label}`]: {fill: '#fff'}}}
        height={300}
        onItemClick={(_e, item) => setIndex(item.dataIndex)}
        series={[{data: steps}]}
      />
    </Stack>
  );
}
