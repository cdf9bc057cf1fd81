import {Heatmap} from '@mui/x-charts-pro/Heatmap';
import {CITY_CLIMATES, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const data = CITY_CLIMATES.flatMap((city, y) => city.precipitation.map((mm, x) => [x, y, mm] as [number, number, number]));

export default function HeatmapHighlight() {
  return (
    <Heatmap
      height={280}
      xAxis={[{data: [...MONTHS_SHORT]}]}
      yAxis={[{data: CITY_CLIMATES.map((c) => c.city), width: 70}]}
      zAxis={[{colorMap: {type: 'continuous', min: 0, max: 290, color: ['#e3f2fd', '#0d47a1']}}]}
      series={[
        {
          data,
          label: 'Precipitation',
          valueFormatter: (v) => `${v} mm`,
          highlightScope: {highlight: 'item', fade: 'global'},
        },
      ]}
    />
  );
}
