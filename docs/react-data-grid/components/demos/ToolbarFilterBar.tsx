import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridColumnLookupSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40, 122);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 100},
];

/** Every active filter as a chip: click to edit it in the panel, delete to remove it. */
function FilterBarToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const active = filterModel.items.filter((item) => item.value !== undefined && item.value !== '');
  return (
    <Toolbar>
      <Stack direction="row" spacing={1} sx={{flex: 1, overflowX: 'auto', alignItems: 'center'}}>
        {active.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No filter
          </Typography>
        ) : (
          active.map((item) => (
            <Chip
              key={item.id ?? item.field}
              size="small"
              label={`${columnLookup[item.field]?.headerName ?? item.field} ${item.operator} ${String(item.value)}`}
              onClick={() => apiRef.current.showFilterPanel(item.field)}
              onDelete={() => apiRef.current.deleteFilterItem(item)}
            />
          ))
        )}
      </Stack>
      <FilterPanelTrigger render={<ToolbarButton aria-label="Filters" />}>
        <FilterListIcon fontSize="small" />
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function ToolbarFilterBar() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: FilterBarToolbar}}
        showToolbar
        hideFooter
        initialState={{filter: {filterModel: {items: [{id: 1, field: 'inStock', operator: '<', value: 40}]}}}}
      />
    </Box>
  );
}
