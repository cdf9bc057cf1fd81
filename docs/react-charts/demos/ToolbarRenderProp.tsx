import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {BarChartPro} from '@mui/x-charts-pro/BarChartPro';
import {Toolbar, ToolbarButton} from '@mui/x-charts-pro/Toolbar';
import {
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
  ChartsToolbarImageExportTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024().filter((_, i) => i % 7 === 0);
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});

// A toolbar of our own: a title, text buttons for zoom, an icon-less export button.
// `render` swaps the element a part renders, keeping its behaviour and ARIA attributes.
function TextToolbar() {
  return (
    <Toolbar aria-label="Chart tools">
      <Typography variant="subtitle2" sx={{mr: 'auto'}}>Weekly highs, 2024</Typography>
      <ChartsToolbarZoomInTrigger render={<ToolbarButton render={<Button size="small" />} />}>Zoom in</ChartsToolbarZoomInTrigger>
      <ChartsToolbarZoomOutTrigger render={<ToolbarButton render={<Button size="small" />} />}>Zoom out</ChartsToolbarZoomOutTrigger>
      <Divider orientation="vertical" flexItem />
      <ChartsToolbarImageExportTrigger render={<ToolbarButton render={<Button size="small" />} />} options={{type: 'image/png', fileName: 'weekly-highs'}}>
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
