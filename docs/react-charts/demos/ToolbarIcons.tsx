import * as React from 'react';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {hourlyDemand} from '@site/src/demo-data/charts-feature-daily';

const hours = hourlyDemand();
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});
// Midnight shows the date, other ticks the hour: zoomed in, the ticks fall within one day.
const tick = (d: Date) => (d.getUTCHours() === 0 ? day.format(d) : `${String(d.getUTCHours()).padStart(2, '0')}:00`);

export default function ToolbarIcons() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      // The default toolbar, with other icons: each is a slot of the chart.
      slots={{zoomInIcon: AddCircleOutlineIcon, zoomOutIcon: RemoveCircleOutlineIcon, exportIcon: SaveAltIcon}}
      xAxis={[{scaleType: 'utc', data: hours.map((h) => h.time), zoom: true, valueFormatter: (d: Date) => tick(d)}]}
      yAxis={[{label: 'GW', width: 55}]}
      series={[{data: hours.map((h) => h.demand), label: 'Electricity demand', showMark: false}]}
    />
  );
}
