import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import type {ScatterItemIdentifier} from '@mui/x-charts/models';
import {COUNTRY_INDICATORS, type CountryIndicators} from '@site/src/demo-data/charts-countries';

export default function ScatterClickEvent() {
  const [country, setCountry] = React.useState<CountryIndicators | null>(null);
  return (
    <Stack sx={{width: '100%'}}>
      <Typography variant="body2" sx={{minHeight: 24}}>
        {country
          ? `${country.country}: ${country.lifeExpectancy} years, $${country.gdpPerCapita.toLocaleString('en-US')} per person`
          : 'Click a point'}
      </Typography>
      <ScatterChart
        height={300}
        onItemClick={(_event: unknown, item: ScatterItemIdentifier) => setCountry(COUNTRY_INDICATORS[item.dataIndex]!)}
        xAxis={[{scaleType: 'log', valueFormatter: (v: number) => `${v / 1000}k`}]}
        yAxis={[{min: 50, width: 40}]}
        series={[
          {
            data: COUNTRY_INDICATORS.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
            label: 'Countries',
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
