import * as React from 'react';
import {chartsToolbarClasses} from '@mui/x-charts-pro/Toolbar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {useChartProApiRef} from '@mui/x-charts-pro/hooks';
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

const days = dailyTemperatures2024();
const month = new Intl.DateTimeFormat('en-GB', {month: 'short', timeZone: 'UTC'});

export default function ExportApiRef() {
  // The chart's API: export from anywhere, no toolbar needed.
  const apiRef = useChartProApiRef<'line'>();
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsImage({type: 'image/png', fileName: 'daily-temperatures-2024', onBeforeExport: fitBody})}
        >
          Save as PNG
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsImage({type: 'image/jpeg', quality: 0.8, fileName: 'daily-temperatures-2024', onBeforeExport: fitBody})
          }
        >
          Save as JPEG
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({fileName: 'daily-temperatures-2024', onBeforeExport: fitBody})}
        >
          Print
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={280}
        xAxis={[{scaleType: 'utc', data: days.map((d) => d.date), valueFormatter: (d: Date) => month.format(d)}]}
        yAxis={[{label: '°C', width: 55}]}
        series={[
          {data: days.map((d) => d.high), label: 'High', showMark: false},
          {data: days.map((d) => d.low), label: 'Low', showMark: false},
        ]}
      />
    </Stack>
  );
}
