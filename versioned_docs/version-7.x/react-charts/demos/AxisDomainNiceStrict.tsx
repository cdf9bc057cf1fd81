import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const singapore = cityClimate('singapore');

export default function AxisDomainNiceStrict() {
  const [domainLimit, setDomainLimit] = React.useState<'nice' | 'strict'>('nice');
  return (
    <Stack sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={domainLimit}
        onChange={(_, v) => v && setDomainLimit(v)}
        aria-label="y-axis domainLimit"
        sx={{px: 2}}
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        yAxis={[{domainLimit}]}
        series={[{data: [...singapore.temperature], label: 'Singapore, mean (°C)'}]}
      />
    </Stack>
  );
}
