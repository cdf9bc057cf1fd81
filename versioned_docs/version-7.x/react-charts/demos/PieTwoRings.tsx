import * as React from 'react';
import {PieChart} from '@mui/x-charts/PieChart';
import {ENERGY_SOURCES} from '@site/src/demo-data/charts-feature-energy';

// 2024 generation: the inner ring sums fossil and low-carbon sources, the outer ring splits them.
const LAST = ENERGY_SOURCES[0].generation.length - 1;
const sources = [...ENERGY_SOURCES].sort((a, b) => Number(b.fossil) - Number(a.fossil));
const total = (fossil: boolean) => ENERGY_SOURCES.filter((s) => s.fossil === fossil).reduce((sum, s) => sum + s.generation[LAST], 0);

export default function PieTwoRings() {
  return (
    <PieChart
      height={300}
      margin={{right: 130}}
      series={[
        {
          innerRadius: 0,
          outerRadius: 70,
          data: [
            {id: 'fossil', label: 'Fossil', value: total(true), color: '#616161'},
            {id: 'low-carbon', label: 'Low carbon', value: total(false), color: '#43a047'},
          ],
          arcLabel: 'label',
          arcLabelMinAngle: 40,
        },
        {
          innerRadius: 80,
          outerRadius: 130,
          data: sources.map((s) => ({id: s.id, label: s.label, value: s.generation[LAST], color: s.color})),
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} TWh`,
        },
      ]}
      slotProps={{legend: {hidden: true}}}
    />
  );
}
