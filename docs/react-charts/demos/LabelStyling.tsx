import * as React from 'react';
import {BarChart, barLabelClasses} from '@mui/x-charts/BarChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');

export default function LabelStyling() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      barLabel={(item) => `${item.value} h`}
      yAxis={[{scaleType: 'band', data: [...MONTHS], width: 40}]}
      xAxis={[{label: 'Hours of sunshine in Oslo'}]}
      series={[{data: [...oslo.sunshine], label: 'Sunshine', color: '#ffca28'}]}
      hideLegend
      // Dark text on a light bar: readable in both colour modes.
      sx={{[`& .${barLabelClasses.root}`]: {fill: '#3e2723', fontSize: 12, fontWeight: 600}}}
    />
  );
}
