import * as React from 'react';
import Button from '@mui/material/Button';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {Toolbar, chartsToolbarClasses} from '@mui/x-charts-pro/Toolbar';
import {ChartsToolbarImageExportTrigger, ChartsToolbarPrintExportTrigger} from '@mui/x-charts-pro/ChartsToolbarPro';
import {ENERGY_YEARS, energySource} from '@site/src/demo-data/charts-feature-energy';

// This site, like many app shells, styles `html, body {height: 100%}`. The export copies the
// page's styles into a zero-height iframe, where that makes the body 0 px high and the image
// empty: let the body take its content's height (and drop the toolbar, as the default does).
const fitBody = (iframe: HTMLIFrameElement) => {
  const doc = iframe.contentDocument!;
  doc.documentElement.style.height = 'auto';
  doc.body.style.height = 'auto';
  doc.querySelector(`.${chartsToolbarClasses.root}`)?.remove();
};

const sources = [energySource('wind'), energySource('solar')];

// Two labelled buttons instead of the menu: the triggers do the exporting, `render` draws them.
function ExportButtons() {
  return (
    <Toolbar>
      <ChartsToolbarPrintExportTrigger
        render={<Button size="small" variant="text" />}
        options={{fileName: 'wind-and-solar', onBeforeExport: fitBody}}
      >
        Print or save as PDF
      </ChartsToolbarPrintExportTrigger>
      <ChartsToolbarImageExportTrigger
        render={<Button size="small" variant="outlined" />}
        options={{type: 'image/png', fileName: 'wind-and-solar', onBeforeExport: fitBody}}
      >
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
