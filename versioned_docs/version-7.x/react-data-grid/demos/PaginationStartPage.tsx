import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'level', headerName: 'Level', width: 110},
];

export default function PaginationStartPage() {
  // Pages count from 0: page 3 is the fourth page, rows 31 to 40.
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{pagination: {paginationModel: {page: 3, pageSize: 10}}}}
        pageSizeOptions={[10, 20]}
        density="compact"
      />
    </Box>
  );
}
