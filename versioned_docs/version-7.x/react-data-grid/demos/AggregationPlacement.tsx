import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPremium, type GridColDef, type GridGroupNode} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 100},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
];

type Placement = 'inline' | 'footer' | 'total only';

const POSITION: Record<Placement, (node: GridGroupNode) => 'inline' | 'footer' | null> = {
  // The grid's default: on the group row, and in a footer row for the whole grid.
  inline: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  // Every group gets a footer row of its own once it is open.
  footer: () => 'footer',
  // Only the grand total.
  'total only': (node) => (node.depth === -1 ? 'footer' : null),
};

export default function AggregationPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('footer');
  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup size="small" exclusive value={placement} onChange={(_, value) => value && setPlacement(value)} sx={{mb: 1}}>
        {(Object.keys(POSITION) as Placement[]).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{height: 360}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={POSITION[placement]}
          initialState={{
            rowGrouping: {model: ['category']},
            aggregation: {model: {revenue: 'sum'}},
          }}
          defaultGroupingExpansionDepth={1}
          density="compact"
        />
      </Box>
    </Box>
  );
}
