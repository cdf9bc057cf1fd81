import * as React from 'react';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

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
            {type: 'image/png', fileName: 'city-temperatures'},
            {type: 'image/jpeg', quality: 0.85, fileName: 'city-temperatures'},
            {type: 'image/webp', quality: 0.9, fileName: 'city-temperatures'},
          ],
          // Leave "Print" out of the menu.
          printOptions: {disableToolbarButton: true},
        },
      }}
    />
  );
}
