import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 6);
const SERIES = [
  {id: 'gold', label: 'Gold', data: rows.map((r) => r.gold)},
  {id: 'silver', label: 'Silver', data: rows.map((r) => r.silver)},
  {id: 'bronze', label: 'Bronze', data: rows.map((r) => r.bronze)},
];

export default function LegendClickToHide() {
  const [hiddenIds, setHiddenIds] = React.useState<string[]>([]);
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: rows.map((r) => r.code)}]}
      // A hidden series keeps its legend entry (so it can come back) but draws no bars.
      series={SERIES.map((s) => (hiddenIds.includes(s.id) ? {...s, label: `${s.label} (hidden)`, data: s.data.map(() => null)} : s))}
      slotProps={{
        legend: {
          onItemClick: (_, item) => {
            const id = String(item.seriesId);
            setHiddenIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
          },
        },
      }}
    />
  );
}
