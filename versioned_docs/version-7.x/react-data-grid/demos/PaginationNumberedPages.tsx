import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {DataGrid, gridPageCountSelector, gridPageSelector, useGridApiContext, useGridSelector, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(70);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
];

function NumberedPages() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  // Material UI's Pagination counts pages from 1, the grid from 0.
  return (
    <Pagination color="primary" count={pageCount} page={page + 1} onChange={(_, value) => apiRef.current.setPage(value - 1)} sx={{p: 1}} />
  );
}

export default function PaginationNumberedPages() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        pageSizeOptions={[10]}
        slots={{pagination: NumberedPages}}
        density="compact"
      />
    </Box>
  );
}
