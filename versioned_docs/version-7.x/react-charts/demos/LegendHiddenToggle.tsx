import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {PieChart} from '@mui/x-charts/PieChart';
import {PLATFORM_SHARES_2024} from '@site/src/demo-data/charts-web';

export default function LegendHiddenToggle() {
  const [hidden, setHidden] = React.useState(false);
  return (
    <Stack sx={{width: '100%'}}>
      <FormControlLabel sx={{px: 2}} control={<Switch checked={hidden} onChange={(e) => setHidden(e.target.checked)} />} label="hidden" />
      <PieChart
        height={240}
        // Without the legend, the right margin it used is given back to the pie.
        margin={hidden ? {right: 5} : {right: 120}}
        series={[{data: [...PLATFORM_SHARES_2024], innerRadius: 50}]}
        slotProps={{legend: {hidden}}}
      />
    </Stack>
  );
}
