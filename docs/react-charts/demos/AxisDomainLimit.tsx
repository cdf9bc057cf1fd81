import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

type Limit = 'nice' | 'strict' | 'padded';

const madrid = cityClimate('madrid');

// Ten percent of the data range added on both sides, whatever the data is.
const padded = (min: number, max: number) => {
  const pad = (max - min) * 0.1;
  return {min: Math.floor(min - pad), max: Math.ceil(max + pad)};
};

export default function AxisDomainLimit() {
  const [limit, setLimit] = React.useState<Limit>('nice');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={limit}
        onChange={(_, next: Limit | null) => next && setLimit(next)}
        aria-label="Domain limit"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="padded">function (±10 %)</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        yAxis={[{domainLimit: limit === 'padded' ? padded : limit, width: 40}]}
        series={[
          {data: [...madrid.high], label: 'Madrid, daily high (°C)'},
          {data: [...madrid.low], label: 'Madrid, daily low (°C)'},
        ]}
      />
    </Stack>
  );
}
