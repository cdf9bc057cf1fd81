import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LineChart} from '@mui/x-charts/LineChart';
import {sharePrices} from '@site/src/demo-data/charts-finance';

type Limit = 'nice' | 'strict' | 'padded';
const prices = sharePrices(60);

export default function LinesAxisDomain() {
  const [limit, setLimit] = React.useState<Limit>('nice');
  const domainLimit = limit === 'padded' ? (min: number, max: number) => ({min: Math.floor(min - 2), max: Math.ceil(max + 2)}) : limit;

  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={limit} onChange={(_e, v: Limit | null) => v && setLimit(v)} aria-label="domainLimit">
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="padded">function</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'utc',
            data: prices.map((p) => p.date),
            valueFormatter: (d: Date) => d.toISOString().slice(5, 10),
          },
        ]}
        yAxis={[{domainLimit, width: 50}]}
        series={[{data: prices.map((p) => p.close), label: 'Closing price ($)', showMark: false}]}
      />
    </Stack>
  );
}
