import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {Unstable_SankeyChart, type SankeyLayoutNode} from '@mui/x-charts-pro/SankeyChart';
import {SALARY_FLOW_LINKS} from '@site/src/demo-data/charts-finance';

type Order = 'layout' | 'largest' | 'alphabetical';

const SORTS: Record<Order, ((a: SankeyLayoutNode, b: SankeyLayoutNode) => number) | undefined> = {
  layout: undefined,
  largest: (a, b) => b.value - a.value,
  alphabetical: (a, b) => String(a.label).localeCompare(String(b.label)),
};

export default function SankeyNodeSorting() {
  const [order, setOrder] = React.useState<Order>('largest');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={order} onChange={(_e, v: Order | null) => v && setOrder(v)} aria-label="node order">
        <ToggleButton value="layout">layout (default)</ToggleButton>
        <ToggleButton value="largest">largest first</ToggleButton>
        <ToggleButton value="alphabetical">alphabetical</ToggleButton>
      </ToggleButtonGroup>
      <Unstable_SankeyChart height={320} series={{data: {links: [...SALARY_FLOW_LINKS]}, nodeOptions: {sort: SORTS[order]}}} />
    </Stack>
  );
}
