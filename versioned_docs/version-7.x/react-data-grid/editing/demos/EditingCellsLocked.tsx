import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridCellParams, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(20, 37);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110, editable: true},
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 110, editable: true},
  {field: 'restockedOn', headerName: 'Restocked', type: 'date', width: 130, editable: true},
];

// Apparel prices are set centrally: those cells stay read-only, the rest of the column edits.
const isCellEditable = (params: GridCellParams<InventoryRow>) => !(params.field === 'unitPrice' && params.row.category === 'Apparel');

export default function EditingCellsLocked() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        getCellClassName={(params) => (isCellEditable(params) || params.field !== 'unitPrice' ? '' : 'locked')}
        sx={{'& .locked': {color: 'text.disabled', fontStyle: 'italic'}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
