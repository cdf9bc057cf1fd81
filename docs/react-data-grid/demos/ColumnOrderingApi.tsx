import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPro, useGridApiRef, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12, 22);

const columns: GridColDef<StaffRow>[] = [
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'lastName', headerName: 'Last name', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 200},
];

export default function ColumnOrderingApi() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setColumnIndex('salary', 0)}>
          Move salary first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setColumnIndex('salary', 4)}>
          Move salary last
        </Button>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          // Readers cannot drag headers here; the buttons still move columns.
          disableColumnReorder
          initialState={{columns: {orderedFields: ['lastName', 'firstName', 'department', 'role', 'salary']}}}
        />
      </Box>
    </Box>
  );
}
