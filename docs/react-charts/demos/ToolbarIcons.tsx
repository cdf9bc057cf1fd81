import * as React from 'react';
import {chartsToolbarClasses} from '@mui/x-charts-pro/Toolbar';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {hourlyDemand} from '@site/src/demo-data/charts-feature-daily';

// This site, like many app shells, styles `html, body {height: 100%}`. The export copies the
// page's styles into a zero-height iframe, where that makes the body 0 px high and the image
// empty: let the body take its content's height (and drop the toolbar, as the default does).
const fitBody = (iframe: HTMLIFrameElement) => {
  const doc = iframe.contentDocument!;
  doc.documentElement.style.height = 'auto';
  doc.body.style.height = 'auto';
  doc.querySelector(`.${chartsToolbarClasses.root}`)?.remove();
};

const hours = hourlyDemand();
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});
// Midnight shows the date, other ticks the hour: zoomed in, the ticks fall within one day.
const tick = (d: Date) => (d.getUTCHours() === 0 ? day.format(d) : `${String(d.getUTCHours()).padStart(2, '0')}:00`);

export default function ToolbarIcons() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      slotProps={{
        toolbar: {
          imageExportOptions: [{type: 'image/png', fileName: 'hourly-demand', onBeforeExport: fitBody}],
          printOptions: {onBeforeExport: fitBody},
        },
      }}
      // The default toolbar, with other icons: each is a slot of the chart.
      slots={{zoomInIcon: AddCircleOutlineIcon, zoomOutIcon: RemoveCircleOutlineIcon, exportIcon: SaveAltIcon}}
      xAxis={[{scaleType: 'utc', data: hours.map((h) => h.time), zoom: true, valueFormatter: (d: Date) => tick(d)}]}
      yAxis={[{label: 'GW', width: 55}]}
      series={[{data: hours.map((h) => h.demand), label: 'Electricity demand', showMark: false}]}
    />
  );
}
