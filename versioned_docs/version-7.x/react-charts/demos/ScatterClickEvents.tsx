import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import type {ScatterItemIdentifier} from '@mui/x-charts/models';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

const data = COUNTRIES.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy}));

export default function ScatterClickEvents() {
  const [message, setMessage] = React.useState('Click near a point.');
  return (
    <Stack sx={{width: '100%'}}>
      <Typography variant="body2" sx={{px: 2, minHeight: 24}} aria-live="polite">
        {message}
      </Typography>
      <ScatterChart
        height={280}
        xAxis={[{scaleType: 'log'}]}
        series={[{id: 'countries', label: 'Countries', data}]}
        // Typed by hand: the prop accepts the plot's and the Voronoi handler's callbacks.
        onItemClick={(_: unknown, item: ScatterItemIdentifier) => {
          const c = COUNTRIES[item.dataIndex];
          setMessage(`${c.country}: US$${c.gdpPerCapita.toLocaleString('en-US')} per person, ${c.lifeExpectancy} years`);
        }}
        slotProps={{legend: {hidden: true}}}
      />
    </Stack>
  );
}
