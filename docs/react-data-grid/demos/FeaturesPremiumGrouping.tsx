import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40, 29);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 110},
];

/** Premium: rows grouped by category, with a sum and a maximum per group. */
export default function FeaturesPremiumGrouping() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['category']},
          aggregation: {model: {inStock: 'sum', unitPrice: 'max'}},
        }}
        hideFooter
      />
    </Box>
  );
}
