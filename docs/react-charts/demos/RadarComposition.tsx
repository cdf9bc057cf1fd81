import Box from '@mui/material/Box';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {ChartsLegend} from '@mui/x-charts/ChartsLegend';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {RadarAxisHighlight, RadarDataProvider, RadarGrid, RadarMetricLabels, RadarSeriesPlot} from '@mui/x-charts/RadarChart';
import {food, NUTRIENTS} from '@site/src/demo-data/charts-nutrition';

const FOODS = ['lentils', 'banana'].map(food);

// The default RadarChart, taken apart: grid, series, axis highlight and labels, then the legend below.
export default function RadarComposition() {
  return (
    <RadarDataProvider
      height={300}
      series={FOODS.map((f) => ({label: f.food, data: [...f.grams]}))}
      radar={{metrics: [...NUTRIENTS], max: 25}}
    >
      <Box sx={{display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1}}>
        <ChartsSurface>
          <RadarGrid divisions={5} shape="sharp" />
          <RadarSeriesPlot />
          <RadarAxisHighlight />
          <RadarMetricLabels />
        </ChartsSurface>
        <ChartsLegend />
      </Box>
      <ChartsTooltip trigger="axis" />
    </RadarDataProvider>
  );
}
