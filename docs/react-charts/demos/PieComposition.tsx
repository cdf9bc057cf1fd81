import Box from '@mui/material/Box';
import {ChartDataProvider} from '@mui/x-charts/ChartDataProvider';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {ChartsLegend} from '@mui/x-charts/ChartsLegend';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {PiePlot} from '@mui/x-charts/PieChart';
import {BROWSER_SHARES_2024} from '@site/src/demo-data/charts-web';

// The data provider holds the series; the surface, the legend and the tooltip can go anywhere inside it.
export default function PieComposition() {
  return (
    <ChartDataProvider
      width={240}
      height={240}
      series={[
        {
          type: 'pie',
          data: BROWSER_SHARES_2024.map((b) => ({...b})),
          innerRadius: 50,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    >
      <Box sx={{display: 'flex', alignItems: 'center', gap: 3, flexDirection: {xs: 'column', sm: 'row'}}}>
        <ChartsSurface>
          <PiePlot />
        </ChartsSurface>
        <ChartsLegend direction="vertical" />
      </Box>
      <ChartsTooltip trigger="item" />
    </ChartDataProvider>
  );
}
