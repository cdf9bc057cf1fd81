import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {PieChart} from '@mui/x-charts/PieChart';
import {energyMix} from '@site/src/demo-data/charts-feature-energy';

const mix = energyMix(2024);

export default function LegendHide() {
  const [hideLegend, setHideLegend] = React.useState(false);
  return (
    <Stack sx={{width: '100%'}}>
      <FormControlLabel control={<Switch checked={hideLegend} onChange={(e) => setHideLegend(e.target.checked)} />} label="hideLegend" />
      <PieChart
        height={260}
        hideLegend={hideLegend}
        series={[
          {
            data: mix,
            innerRadius: 50,
            arcLabel: (item) => (item.value > 3000 ? (item.label ?? '') : ''),
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} TWh`,
          },
        ]}
      />
    </Stack>
  );
}
