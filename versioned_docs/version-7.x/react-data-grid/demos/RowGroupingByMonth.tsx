import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const monthName = new Intl.DateTimeFormat('en-US', {month: 'long', timeZone: 'UTC'});

const columns: GridColDef<OrderRow>[] = [
  {
    field: 'orderedOn',
    headerName: 'Ordered on',
    type: 'date',
    width: 130,
    // Rows are grouped by the month of the date, not by the date itself. A key must be a
    // string, number, boolean, null or undefined; sortable keys keep the months in order.
    groupingValueGetter: (value: Date) => value.toISOString().slice(0, 7),
  },
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingByMonth() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{rowGrouping: {model: ['orderedOn']}}}
        groupingColDef={{
          headerName: 'Month',
          width: 180,
          // The grouping column takes the date column's filter operators, which do not apply to month keys.
          filterable: false,
          valueFormatter: (value: string | undefined) =>
            value && /^\d{4}-\d{2}$/.test(value) ? monthName.format(new Date(`${value}-01T00:00:00Z`)) : value,
        }}
        density="compact"
      />
    </Box>
  );
}
