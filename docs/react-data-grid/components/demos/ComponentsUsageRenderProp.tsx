import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {DataGrid, Toolbar, FilterPanelTrigger, ColumnsPanelTrigger, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 9);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

function RenderPropToolbar() {
  return (
    <Toolbar>
      {/* 1. An element: its props are merged with the trigger's (onClick, aria-*, ref). */}
      <ColumnsPanelTrigger render={<Button variant="outlined" size="small" />}>Columns</ColumnsPanelTrigger>
      {/* 2. A function: receives the props to spread and the component's state. */}
      <FilterPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" color={state.filterCount > 0 ? 'primary' : 'inherit'}>
            Filters
            <Chip label={state.filterCount} size="small" sx={{ml: 1}} />
            {state.open ? ' (open)' : ''}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function ComponentsUsageRenderProp() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: RenderPropToolbar}}
        showToolbar
        initialState={{
          pagination: {paginationModel: {pageSize: 5}},
          filter: {filterModel: {items: [{field: 'category', operator: 'equals', value: 'Parts'}]}},
        }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
