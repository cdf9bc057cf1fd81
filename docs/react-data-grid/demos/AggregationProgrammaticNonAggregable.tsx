import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

// Neither column offers aggregation in its menu...
const columns: GridColDef<OrderRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 120, aggregable: false},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130, aggregable: false},
];

export default function AggregationProgrammaticNonAggregable() {
  // ...yet a model passed in code still sums them.
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium rows={rows} columns={columns} aggregationModel={{quantity: 'sum', revenue: 'sum'}} hideFooter />
    </Box>
  );
}
