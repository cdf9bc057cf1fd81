import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

type Scale = 'linear' | 'log' | 'sqrt';

const points = COUNTRIES.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy}));
const dollars = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', notation: 'compact'});

export default function AxisScaleType() {
  const [scale, setScale] = React.useState<Scale>('log');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scale}
        onChange={(_, next: Scale | null) => next && setScale(next)}
        aria-label="Scale of the x-axis"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={300}
        series={[
          {
            label: 'Countries',
            data: points,
            valueFormatter: (point, {dataIndex}) =>
              point && `${COUNTRIES[dataIndex].country}: ${dollars.format(point.x)}, ${point.y} years`,
          },
        ]}
        xAxis={[
          {
            scaleType: scale,
            label: 'GDP per person (US$, 2023)',
            min: scale === 'log' ? 500 : 0,
            valueFormatter: (value: number) => dollars.format(value),
          },
        ]}
        yAxis={[{label: 'Life expectancy (years)', min: 50, max: 90, width: 50}]}
        hideLegend
      />
    </Stack>
  );
}
