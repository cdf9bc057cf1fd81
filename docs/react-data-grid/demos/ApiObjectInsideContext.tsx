import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(60, 89);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
];

/**
 * A footer slot reaches the same API through context, and re-renders only when the
 * selected piece of state (the filtered row count) changes.
 */
function StockFooter() {
  const apiRef = useGridApiContext();
  const visibleCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const copyVisibleCsv = () => {
    const csv = apiRef.current.getDataAsCsv({delimiter: ';'});
    void navigator.clipboard?.writeText(csv);
  };
  return (
    <GridFooterContainer>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center', pl: 1}}>
        <Typography variant="body2">{visibleCount} rows match</Typography>
        <Button size="small" onClick={() => apiRef.current.autosizeColumns({includeHeaders: true})}>
          Autosize
        </Button>
        <Button size="small" onClick={copyVisibleCsv}>
          Copy as CSV
        </Button>
      </Stack>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function ApiObjectInsideContext() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{footer: StockFooter}}
        showToolbar
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
