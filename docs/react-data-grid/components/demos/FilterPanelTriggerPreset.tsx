import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, Toolbar, FilterPanelTrigger, useGridApiContext, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40, 53);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

/** The trigger toggles the panel; a second button opens it with a filter on "inStock" ready to edit. */
function PresetToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <FilterPanelTrigger render={<Button size="small" variant="outlined" />}>Filters</FilterPanelTrigger>
      <Button size="small" onClick={() => apiRef.current.showFilterPanel('inStock')}>
        Filter by stock
      </Button>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({items: []})}>
        Clear filters
      </Button>
    </Toolbar>
  );
}

export default function FilterPanelTriggerPreset() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: PresetToolbar}}
        showToolbar
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
