import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef, type GridInitialState} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40, 103);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
];

// Where the grid starts: sorted by stock, five rows per page, price hidden.
const startState: GridInitialState = {
  sorting: {sortModel: [{field: 'inStock', sort: 'desc'}]},
  pagination: {paginationModel: {pageSize: 5, page: 0}},
  columns: {columnVisibilityModel: {unitPrice: false}},
};

/** Save a snapshot of the sorting, filters, page and columns, change things, then go back to it. */
export default function StateExportRestore() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" onClick={() => setSaved(apiRef.current?.exportState() ?? null)}>
          Save view
        </Button>
        <Button size="small" variant="outlined" disabled={!saved} onClick={() => saved && apiRef.current?.restoreState(saved)}>
          Restore saved view
        </Button>
        <Button size="small" onClick={() => apiRef.current?.restoreState(startState)}>
          Back to start
        </Button>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={startState} pageSizeOptions={[5, 10]} />
      </Box>
      <Typography variant="caption" component="pre" sx={{m: 0, maxHeight: 96, overflow: 'auto', fontSize: 11}}>
        {saved
          ? JSON.stringify({sorting: saved.sorting, filter: saved.filter, pagination: saved.pagination})
          : 'Nothing saved yet: sort, filter or page, then save.'}
      </Typography>
    </Stack>
  );
}
