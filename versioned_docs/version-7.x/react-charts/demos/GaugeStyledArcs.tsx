import * as React from 'react';
import {Gauge, gaugeClasses} from '@mui/x-charts/Gauge';

export default function GaugeStyledArcs() {
  return (
    <Gauge
      width={200}
      height={200}
      value={82}
      aria-label="Monthly goal reached, percent"
      cornerRadius="50%"
      text={({value}) => `${value} %`}
      sx={(theme) => ({
        [`& .${gaugeClasses.valueText}`]: {fontSize: 34, fontWeight: 600},
        [`& .${gaugeClasses.valueArc}`]: {fill: '#43a047'},
        [`& .${gaugeClasses.referenceArc}`]: {fill: theme.palette.action.disabledBackground},
      })}
    />
  );
}
