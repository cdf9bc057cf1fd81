import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {BarChartPro} from '@mui/x-charts-pro/BarChartPro';
import {Toolbar, ToolbarButton, chartsToolbarClasses} from '@mui/x-charts-pro/Toolbar';
import {ChartsToolbarZoomInTrigger, ChartsToolbarZoomOutTrigger, ChartsToolbarImageExportTrigger} from '@mui/x-charts-pro/ChartsToolbarPro';
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

// A toolbar of our own: a title, text buttons for zoom, an icon-less export button.
// `render` swaps the element a part renders, keeping its behaviour and ARIA attributes.
function TextToolbar() {
  return (
    <Toolbar aria-label="Chart tools">
      <Typography variant="subtitle2" sx={{mr: 'auto'}}>
        Weekly highs, 2024
      </Typography>
      <ChartsToolbarZoomInTrigger render={<ToolbarButton render={<Button size="small" />} />}>Zoom in</ChartsToolbarZoomInTrigger>
      <ChartsToolbarZoomOutTrigger render={<ToolbarButton render={<Button size="small" />} />}>Zoom out</ChartsToolbarZoomOutTrigger>
      <Divider orientation="vertical" flexItem />
      <ChartsToolbarImageExportTrigger
        render={<ToolbarButton render={<Button size="small" />} />}
        options={{type: 'image/png', fileName: 'weekly-highs', onBeforeExport: fitBody}}
      >
        PNG
      </ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

export default function ToolbarRenderProp() {
  return (
    <BarChartPro
      height={320}
      showToolbar
      slots={{toolbar: TextToolbar}}
      xAxis={[{scaleType: 'band', data: days.map((d) => d.date), zoom: true, valueFormatter: (d: Date) => day.format(d)}]}
      yAxis={[{label: '°C', width: 55}]}
      series={[{data: days.map((d) => d.high), label: 'Daily high', color: '#ef5350'}]}
      hideLegend
    />
  );
}
