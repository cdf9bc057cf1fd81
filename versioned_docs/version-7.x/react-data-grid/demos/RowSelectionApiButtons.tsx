import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function RowSelectionApiButtons() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Nothing computed yet');
  const selectTopEarner = () => {
    const top = rows.reduce((best, row) => (row.salary > best.salary ? row : best));
    // selectRow(id, isSelected, resetSelection): true, true replaces the selection with this row.
    apiRef.current.selectRow(top.id, true, true);
  };
  const sumSelected = () => {
    const selected = [...apiRef.current.getSelectedRows().values()] as StaffRow[];
    const total = selected.reduce((sum, row) => sum + row.salary, 0);
    setMessage(`${selected.length} selected, salaries ${total.toLocaleString('en-US')}`);
  };
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={selectTopEarner}>
          Select the top earner
        </Button>
        <Button size="small" variant="outlined" onClick={sumSelected}>
          Sum selected salaries
        </Button>
        <Box component="span" sx={{typography: 'body2'}}>
          {message}
        </Box>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection density="compact" />
      </Box>
    </Box>
  );
}
