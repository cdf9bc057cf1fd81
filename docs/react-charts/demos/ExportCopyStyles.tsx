import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {PieChartPro} from '@mui/x-charts-pro/PieChartPro';
import {energyMix} from '@site/src/demo-data/charts-feature-energy';

const mix = energyMix(2024);

export default function ExportCopyStyles() {
  const [copyStyles, setCopyStyles] = React.useState(true);
  return (
    <Stack sx={{width: '100%'}}>
      <FormControlLabel control={<Switch checked={copyStyles} onChange={(e) => setCopyStyles(e.target.checked)} />} label="copyStyles" />
      <PieChartPro
        height={260}
        showToolbar
        series={[{data: mix, innerRadius: 50, arcLabel: (item) => (item.value > 4000 ? item.label ?? '' : ''), valueFormatter: (item) => `${item.value} TWh`}]}
        // Without the page's styles the export loses the fonts and the styles of the legend.
        slotProps={{toolbar: {imageExportOptions: [{type: 'image/png', copyStyles, fileName: 'electricity-mix-2024'}], printOptions: {copyStyles}}}}
      />
    </Stack>
  );
}
