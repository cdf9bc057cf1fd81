import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, Toolbar, ColumnsPanelTrigger, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 43);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150, hideable: false},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
];

/** The `className` function and the render function both see whether the panel is open. */
function OpenStateToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger
        className={(state) => (state.open ? 'columns-trigger--open' : 'columns-trigger')}
        render={(props, state) => (
          <Button {...props} size="small" variant={state.open ? 'contained' : 'outlined'}>
            {state.open ? 'Close columns' : 'Choose columns'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function ColumnsPanelTriggerState() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: OpenStateToolbar}}
        slotProps={{columnsManagement: {disableShowHideToggle: true}}}
        showToolbar
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
