import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, GridOverlay, useGridApiContext, useGridSelector, gridFilterModelSelector, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(12, 68);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

/** Says which filters hide everything, and removes them on request. */
function FiltersHideEverything() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const described = [
    ...filterModel.items.map((item) => `${item.field} ${item.operator} ${String(item.value ?? '')}`),
    ...(filterModel.quickFilterValues ?? []).map((value) => `"${String(value)}"`),
  ];
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{alignItems: 'center', px: 2, textAlign: 'center'}}>
        <Typography variant="body2">No product passes {described.join(' and ') || 'the filters'}.</Typography>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setFilterModel({items: [], quickFilterValues: []})}>
          Clear all filters
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function OverlaysNoResultsClear() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{noResultsOverlay: FiltersHideEverything}}
        // Starts with a filter no row passes: no product has more than 500 in stock.
        initialState={{filter: {filterModel: {items: [{field: 'inStock', operator: '>', value: 500}]}}}}
      />
    </Box>
  );
}
