import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import {DataGrid, Toolbar, ToolbarButton, FilterPanelTrigger, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40, 47);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

/** `filterCount` comes with the trigger's state: no selector needed for the badge. */
function FilterBadgeToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(props, state) => (
          <Tooltip title={`Filters (${state.filterCount} active)`}>
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPanelTriggerBadge() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: FilterBadgeToolbar}}
        showToolbar
        initialState={{
          filter: {filterModel: {items: [{field: 'inStock', operator: '<', value: 40}]}},
          pagination: {paginationModel: {pageSize: 5}},
        }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
