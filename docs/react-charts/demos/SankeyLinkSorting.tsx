import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {Unstable_SankeyChart, type SankeyLayoutLink} from '@mui/x-charts-pro/SankeyChart';
import {TRAFFIC_FLOW_LINKS} from '@site/src/demo-data/charts-web';

type Order = 'layout' | 'largest' | 'smallest';

const SORTS: Record<Order, ((a: SankeyLayoutLink, b: SankeyLayoutLink) => number) | undefined> = {
  layout: undefined,
  largest: (a, b) => b.value - a.value,
  smallest: (a, b) => a.value - b.value,
};

// The order in which the links leave and enter each node.
export default function SankeyLinkSorting() {
  const [order, setOrder] = React.useState<Order>('largest');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={order} onChange={(_e, v: Order | null) => v && setOrder(v)} aria-label="link order">
        <ToggleButton value="layout">layout (default)</ToggleButton>
        <ToggleButton value="largest">largest first</ToggleButton>
        <ToggleButton value="smallest">smallest first</ToggleButton>
      </ToggleButtonGroup>
      <Unstable_SankeyChart height={320} series={{data: {links: [...TRAFFIC_FLOW_LINKS]}, linkOptions: {sort: SORTS[order]}}} />
    </Stack>
  );
}
