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
            setHidden((list) => (list.includes(String(item.seriesId)) ? list.filter((id) => id !== item.seriesId) : [...list, String(item.seriesId)])),
          sx: {
            ...Object.fromEntries(
              hidden.map((id) => [`& .${legendClasses.item}[data-series="${id}"]`, {opacity: 0.45, textDecoration: 'line-through'}]),
            ),
          },
        },
      }}
    />
  );
}
