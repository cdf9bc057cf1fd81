import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(36);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'level', headerName: 'Level', width: 100},
];

// A page size of -1 shows every row on one page; the object form gives it a readable label.
const PAGE_SIZE_OPTIONS = [5, 10, {value: -1, label: 'All'}];

export default function PaginationAllOption() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        initialState={{pagination: {paginationModel: {page: 0, pageSize: 5}}}}
        density="compact"
      />
    </Box>
  );
}
