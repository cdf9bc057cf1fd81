import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {legendClasses} from '@mui/x-charts/ChartsLegend';
import {ENERGY_SOURCES, ENERGY_YEARS} from '@site/src/demo-data/charts-feature-energy';

export default function LegendSeriesStyle() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (y: number) => String(y)}]}
      yAxis={[{label: 'TWh', width: 75}]}
      series={ENERGY_SOURCES.map((s) => ({id: s.id, data: [...s.generation], label: s.label, color: s.color, showMark: false}))}
      slotProps={{
        legend: {
          // Each legend item carries `data-series` with the id of its series.
          // Dim with the secondary text colour, not with opacity: the label keeps its contrast.
          sx: (theme) => ({
            [`.${legendClasses.item}[data-series="solar"] .${legendClasses.label}`]: {fontWeight: 700},
            [`.${legendClasses.item}[data-series="wind"] .${legendClasses.label}`]: {fontWeight: 700},
            [`.${legendClasses.item}:is([data-series="coal"], [data-series="gas"]) .${legendClasses.label}`]: {
              color: (theme.vars ?? theme).palette.text.secondary,
              fontStyle: 'italic',
            },
            [`.${legendClasses.item}:is([data-series="coal"], [data-series="gas"]) .${legendClasses.mark}`]: {opacity: 0.5},
          }),
        },
      }}
    />
  );
}
