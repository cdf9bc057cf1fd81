import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

// Readers cannot sort any column...
const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 170, sortable: false},
  {field: 'team', headerName: 'Team', width: 130, sortable: false},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100, sortable: false},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, sortable: false},
];

export default function SortingProgrammaticNonSortable() {
  const apiRef = useGridApiRef();
  // ...but the application picks one of a few orders for them.
  return (
    <Stack spacing={1} sx={{width: '100%', height: 366}}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setSortModel([
              {field: 'rating', sort: 'desc'},
              {field: 'name', sort: 'asc'},
            ])
          }
        >
          Best rated
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('salary', 'asc')}>
          Lowest salary
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Original order
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Stack>
  );
}
