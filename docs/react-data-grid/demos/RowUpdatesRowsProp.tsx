import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const pool = createStaffRows(40, 211);

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', type: 'number', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

/** The React way: rows live in state, and every change is a new array. */
export default function RowUpdatesRowsProp() {
  const [rows, setRows] = React.useState(() => pool.slice(0, 5));
  const next = pool[rows.length] ? pool.find((row) => !rows.some((shown) => shown.id === row.id)) : undefined;
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" disabled={!next} onClick={() => next && setRows((current) => [...current, next])}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" disabled={rows.length === 0} onClick={() => setRows((current) => current.slice(1))}>
          Remove the first row
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRows((current) => current.map((row) => ({...row, salary: Math.round(row.salary * 1.05)})))}
        >
          Raise every salary by 5%
        </Button>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
