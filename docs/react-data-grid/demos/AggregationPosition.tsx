import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPremium, type GridColDef, type GridGroupNode} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 120},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
];

type Layout = 'default' | 'footers' | 'groups-only';

const POSITIONS: Record<Layout, (node: GridGroupNode) => 'inline' | 'footer' | null> = {
  // The grid's default: the root in a footer, groups in their own row.
  default: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  // A footer row closing every group, like a printed report.
  footers: () => 'footer',
  // No grand total: only the groups are aggregated.
  'groups-only': (node) => (node.depth === -1 ? null : 'inline'),
};

export default function AggregationPosition() {
  const [layout, setLayout] = React.useState<Layout>('footers');
  return (
    <Stack spacing={1} sx={{width: '100%', height: 416}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_e, value: Layout | null) => value && setLayout(value)}
        aria-label="Position"
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="footers">Footer per group</ToggleButton>
        <ToggleButton value="groups-only">Groups only</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={POSITIONS[layout]}
          initialState={{rowGrouping: {model: ['region']}, aggregation: {model: {revenue: 'sum'}}}}
          defaultGroupingExpansionDepth={1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
