import * as React from 'react';
import {PieChart} from '@mui/x-charts/PieChart';
import {generationMix2023} from '@site/src/demo-data/charts-energy';

export default function PieHighlightFade() {
  return (
    <PieChart
      height={280}
      margin={{right: 130}}
      series={[
        {
          data: generationMix2023(),
          innerRadius: 40,
          // 7.29 names: `highlight` and `fade` (the older `highlighted`/`faded` keys are deprecated).
          highlightScope: {highlight: 'item', fade: 'global'},
          highlighted: {additionalRadius: 8},
          faded: {innerRadius: 40, additionalRadius: -20, color: 'gray'},
        },
      ]}
    />
  );
}
