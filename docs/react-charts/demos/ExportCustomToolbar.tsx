import * as React from 'react';
import Button from '@mui/material/Button';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {Toolbar} from '@mui/x-charts-pro/Toolbar';
import {ChartsToolbarImageExportTrigger, ChartsToolbarPrintExportTrigger} from '@mui/x-charts-pro/ChartsToolbarPro';
import {ENERGY_YEARS, energySource} from '@site/src/demo-data/charts-feature-energy';

const sources = [energySource('wind'), energySource('solar')];

// Two labelled buttons instead of the menu: the triggers do the exporting, `render` draws them.
function ExportButtons() {
  return (
    <Toolbar>
      <ChartsToolbarPrintExportTrigger render={<Button size="small" variant="text" />} options={{fileName: 'wind-and-solar'}}>
        Print or save as PDF
      </ChartsToolbarPrintExportTrigger>
      <ChartsToolbarImageExportTrigger render={<Button size="small" variant="outlined" />} options={{type: 'image/png', fileName: 'wind-and-solar'}}>
        Download PNG
      </ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

export default function ExportCustomToolbar() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      slots={{toolbar: ExportButtons}}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (y: number) => String(y)}]}
      yAxis={[{label: 'TWh', width: 75}]}
      series={sources.map((s) => ({data: [...s.generation], label: s.label, color: s.color, area: true, stack: 'total', showMark: false}))}
    />
  );
}
