import * as React from 'react';
import {chartsToolbarClasses} from '@mui/x-charts-pro/Toolbar';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

// This site, like many app shells, styles `html, body {height: 100%}`. The export copies the
// page's styles into a zero-height iframe, where that makes the body 0 px high and the image
// empty: let the body take its content's height (and drop the toolbar, as the default does).
const fitBody = (iframe: HTMLIFrameElement) => {
  const doc = iframe.contentDocument!;
  doc.documentElement.style.height = 'auto';
  doc.body.style.height = 'auto';
  doc.querySelector(`.${chartsToolbarClasses.root}`)?.remove();
};

export default function ExportImageFormats() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[{label: '°C', width: 55}]}
      series={CITY_CLIMATES.map((c) => ({data: [...c.temperature], label: c.city}))}
      slotProps={{
        toolbar: {
          // One menu item per format; a browser that cannot encode one falls back to PNG.
          imageExportOptions: [
            {type: 'image/png', fileName: 'city-temperatures', onBeforeExport: fitBody},
            {type: 'image/jpeg', quality: 0.85, fileName: 'city-temperatures', onBeforeExport: fitBody},
            {type: 'image/webp', quality: 0.9, fileName: 'city-temperatures', onBeforeExport: fitBody},
          ],
          // Leave "Print" out of the menu.
          printOptions: {disableToolbarButton: true},
        },
      }}
    />
  );
}
