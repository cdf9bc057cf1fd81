import * as React from 'react';
import {chartsToolbarClasses} from '@mui/x-charts-pro/Toolbar';
import {BarChartPro} from '@mui/x-charts-pro/BarChartPro';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

// This site, like many app shells, styles `html, body {height: 100%}`. The export copies the
// page's styles into a zero-height iframe, where that makes the body 0 px high and the image
// empty: let the body take its content's height (and drop the toolbar, as the default does).
const fitBody = (iframe: HTMLIFrameElement) => {
  const doc = iframe.contentDocument!;
  doc.documentElement.style.height = 'auto';
  doc.body.style.height = 'auto';
  doc.querySelector(`.${chartsToolbarClasses.root}`)?.remove();
};

const days = dailyTemperatures2024().filter((_, i) => i % 7 === 0);
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});

export default function ZoomToolbar() {
  return (
    <BarChartPro
      height={320}
      // With zoom on, the default toolbar has zoom-in and zoom-out buttons (and the export menu).
      showToolbar
      slotProps={{
        toolbar: {
          imageExportOptions: [{type: 'image/png', fileName: 'weekly-highs', onBeforeExport: fitBody}],
          printOptions: {onBeforeExport: fitBody},
        },
      }}
      xAxis={[{scaleType: 'band', data: days.map((d) => d.date), zoom: true, valueFormatter: (d: Date) => day.format(d)}]}
      yAxis={[{label: '°C', width: 55}]}
      series={[{data: days.map((d) => d.high), label: 'Weekly sample of daily highs', color: '#ef5350'}]}
    />
  );
}
