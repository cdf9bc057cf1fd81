import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
];

export default function PaginationApi() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{width: '100%', height: 428}}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(0)}>
          First page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(5)}>
          Page 6
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPageSize(20)}>
          20 per page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPaginationModel({page: 1, pageSize: 5})}>
          Page 2 of fives
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{pagination: {paginationModel: {pageSize: 10}}}}
          pageSizeOptions={[5, 10, 20]}
          density="compact"
        />
      </Box>
    </Stack>
  );
}
