import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 36);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function ColumnMenuOpenFromCode() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        {columns.map((column) => (
          <Button key={column.field} size="small" variant="outlined" onClick={() => apiRef.current?.showColumnMenu(column.field)}>
            {column.headerName} menu
          </Button>
        ))}
        <Button size="small" onClick={() => apiRef.current?.hideColumnMenu()}>
          Close
        </Button>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
