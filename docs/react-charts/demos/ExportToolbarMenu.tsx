import * as React from 'react';
import {chartsToolbarClasses} from '@mui/x-charts-pro/Toolbar';
import {BarChartPro} from '@mui/x-charts-pro/BarChartPro';
import {energyDataset, ENERGY_SOURCES} from '@site/src/demo-data/charts-feature-energy';

// This site, like many app shells, styles `html, body {height: 100%}`. The export copies the
// page's styles into a zero-height iframe, where that makes the body 0 px high and the image
// empty: let the body take its content's height (and drop the toolbar, as the default does).
const fitBody = (iframe: HTMLIFrameElement) => {
  const doc = iframe.contentDocument!;
  doc.documentElement.style.height = 'auto';
  doc.body.style.height = 'auto';
  doc.querySelector(`.${chartsToolbarClasses.root}`)?.remove();
};

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
      slotProps={{
        toolbar: {
          printOptions: {fileName: 'world-electricity', onBeforeExport: fitBody},
          imageExportOptions: [{type: 'image/png', fileName: 'world-electricity', onBeforeExport: fitBody}],
        },
      }}
    />
  );
}
