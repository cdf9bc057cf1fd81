import * as React from 'react';
import {chartsToolbarClasses} from '@mui/x-charts-pro/Toolbar';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {PieChartPro} from '@mui/x-charts-pro/PieChartPro';
import {energyMix} from '@site/src/demo-data/charts-feature-energy';

// This site, like many app shells, styles `html, body {height: 100%}`. The export copies the
// page's styles into a zero-height iframe, where that makes the body 0 px high and the image
// empty: let the body take its content's height (and drop the toolbar, as the default does).
const fitBody = (iframe: HTMLIFrameElement) => {
  const doc = iframe.contentDocument!;
  doc.documentElement.style.height = 'auto';
  doc.body.style.height = 'auto';
  doc.querySelector(`.${chartsToolbarClasses.root}`)?.remove();
};

const mix = energyMix(2024);

export default function ExportCopyStyles() {
  const [copyStyles, setCopyStyles] = React.useState(true);
  return (
    <Stack sx={{width: '100%'}}>
      <FormControlLabel control={<Switch checked={copyStyles} onChange={(e) => setCopyStyles(e.target.checked)} />} label="copyStyles" />
      <PieChartPro
        height={260}
        showToolbar
        series={[
          {
            data: mix,
            innerRadius: 50,
            arcLabel: (item) => (item.value > 4000 ? (item.label ?? '') : ''),
            valueFormatter: (item) => `${item.value} TWh`,
          },
        ]}
        // Without the page's styles the export loses the fonts and the styles of the legend.
        slotProps={{
          toolbar: {
            imageExportOptions: [{type: 'image/png', copyStyles, fileName: 'electricity-mix-2024', onBeforeExport: fitBody}],
            printOptions: {copyStyles, onBeforeExport: fitBody},
          },
        }}
      />
    </Stack>
  );
}
