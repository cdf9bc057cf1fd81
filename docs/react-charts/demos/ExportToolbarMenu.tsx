import * as React from 'react';
import {BarChartPro} from '@mui/x-charts-pro/BarChartPro';
import {energyDataset, ENERGY_SOURCES} from '@site/src/demo-data/charts-feature-energy';

const dataset = energyDataset();

export default function ExportToolbarMenu() {
  return (
    <BarChartPro
      height={340}
      // The toolbar's export menu: "Print" and "Export as PNG" by default.
      showToolbar
      dataset={dataset}
      xAxis={[{scaleType: 'band', dataKey: 'year', valueFormatter: (y: number) => String(y)}]}
      yAxis={[{label: 'TWh', width: 75}]}
      series={ENERGY_SOURCES.map((s) => ({dataKey: s.id, label: s.label, color: s.color, stack: 'mix'}))}
      slotProps={{toolbar: {printOptions: {fileName: 'world-electricity'}, imageExportOptions: [{type: 'image/png', fileName: 'world-electricity'}]}}}
    />
  );
}
