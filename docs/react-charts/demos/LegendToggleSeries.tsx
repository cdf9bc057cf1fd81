import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {legendClasses, type SeriesLegendItemContext} from '@mui/x-charts/ChartsLegend';
import {ENERGY_SOURCES, ENERGY_YEARS} from '@site/src/demo-data/charts-feature-energy';

export default function LegendToggleSeries() {
  const [hidden, setHidden] = React.useState<string[]>(['coal', 'gas']);
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (y: number) => String(y)}]}
      yAxis={[{label: 'TWh', width: 75}]}
      // A hidden series keeps its legend item (greyed) but sends no data.
      series={ENERGY_SOURCES.map((s) => ({
        id: s.id,
        label: s.label,
        color: s.color,
        data: hidden.includes(s.id) ? [] : [...s.generation],
      }))}
      slotProps={{
        legend: {
          onItemClick: (_event: React.MouseEvent<HTMLButtonElement>, item: SeriesLegendItemContext) =>
            setHidden((list) =>
              list.includes(String(item.seriesId)) ? list.filter((id) => id !== item.seriesId) : [...list, String(item.seriesId)],
            ),
          // Hidden items: a faded mark and struck-through label in the secondary text colour (an
          // opacity on the text would drop its contrast below what readers need).
          sx: (theme) =>
            Object.fromEntries(
              hidden.flatMap((id) => [
                [`& .${legendClasses.item}[data-series="${id}"] .${legendClasses.mark}`, {opacity: 0.3}],
                [
                  `& .${legendClasses.item}[data-series="${id}"] .${legendClasses.label}`,
                  {color: (theme.vars ?? theme).palette.text.secondary, textDecoration: 'line-through'},
                ],
              ]),
            ),
        },
      }}
    />
  );
}
