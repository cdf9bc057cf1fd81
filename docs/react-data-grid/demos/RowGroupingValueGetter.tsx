import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const monthKey = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
const monthLabel = new Intl.DateTimeFormat('en-US', {month: 'long', year: 'numeric', timeZone: 'UTC'});

const columns: GridColDef<OrderRow>[] = [
  {
    field: 'orderedOn',
    headerName: 'Ordered on',
    type: 'date',
    width: 130,
    // Cells keep the full date; groups use the month, as a sortable "2025-03" key.
    groupingValueGetter: (value: Date) => monthKey(value),
  },
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingValueGetter() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{rowGrouping: {model: ['orderedOn']}}}
        groupingColDef={{
          headerName: 'Month',
          width: 200,
          // Group rows show the key; turn it back into a readable month.
          valueFormatter: (value: unknown) =>
            typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? monthLabel.format(new Date(`${value}-01T00:00:00Z`)) : value,
        }}
        hideFooter
      />
    </Box>
  );
}
