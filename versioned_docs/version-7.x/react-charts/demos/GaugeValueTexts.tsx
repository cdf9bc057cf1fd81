import * as React from 'react';
import Stack from '@mui/material/Stack';
import {Gauge, gaugeClasses} from '@mui/x-charts/Gauge';

export default function GaugeValueTexts() {
  return (
    <Stack direction="row" spacing={2} sx={{justifyContent: 'center'}}>
      <Gauge
        width={180}
        height={160}
        value={6.8}
        aria-label="Customer rating out of 10"
        valueMax={10}
        startAngle={-110}
        endAngle={110}
        text={({value, valueMax}) => `${value} / ${valueMax}`}
        sx={{[`& .${gaugeClasses.valueText}`]: {fontSize: 22}}}
      />
      <Gauge
        width={180}
        height={160}
        value={41}
        aria-label="Storage used, percent"
        startAngle={-110}
        endAngle={110}
        text={({value}) => `${value}% used`}
        sx={{[`& .${gaugeClasses.valueText} text`]: {fontSize: 16}}}
      />
    </Stack>
  );
}
