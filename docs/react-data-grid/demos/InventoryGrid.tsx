import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(24);

const priceFormatter = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => priceFormatter.format(value),
  },
  {field: 'restockedOn', headerName: 'Restocked', type: 'date', width: 130},
];

export default function InventoryGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 360}}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{pagination: {paginationModel: {pageSize: 10}}}}
          pageSizeOptions={[5, 10, 25]}
          density="compact"
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}} data-testid="selection-summary">
        {selection.ids.size === 0 ? 'Tick rows to select them.' : `${selection.ids.size} product line(s) selected`}
      </Typography>
    </Box>
  );
}
