import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {DataGrid, useGridApiContext, useGridSelector, gridPageCountSelector, gridPageSelector, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(60, 82);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

/** Numbered pages instead of the default "1–5 of 60" with arrows. */
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      // The grid counts pages from 0, Material UI's Pagination from 1.
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{py: 1}}
    />
  );
}

export default function ComponentsSlotPagination() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        pagination
        slots={{pagination: NumberedPagination}}
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pageSizeOptions={[5]}
      />
    </Box>
  );
}
