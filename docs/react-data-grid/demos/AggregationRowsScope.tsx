import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 110},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
];

export default function AggregationRowsScope() {
  const [scope, setScope] = React.useState<'filtered' | 'all'>('filtered');
  return (
    <Stack spacing={1} sx={{width: '100%', height: 416}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        onChange={(_e, value) => value && setScope(value)}
        aria-label="aggregationRowsScope"
      >
        <ToggleButton value="filtered">filtered (default)</ToggleButton>
        <ToggleButton value="all">all</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationRowsScope={scope}
          initialState={{
            aggregation: {model: {quantity: 'sum', revenue: 'sum'}},
            filter: {filterModel: {items: [{field: 'category', operator: 'equals', value: 'Bikes'}]}},
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
