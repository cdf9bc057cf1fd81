import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30, 181);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

/**
 * Readers can neither sort nor filter this grid (no header clicks, no menu entries), but the app
 * still can: the disable* props only remove the user interface.
 */
export default function ApiObjectDisabledFeatures() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setFilterModel({items: [{field: 'team', operator: 'equals', value: 'Engineering'}]})}
        >
          Engineering only
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('salary', 'desc')}>
          Highest salary first
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current?.setFilterModel({items: []});
            apiRef.current?.setSortModel([]);
          }}
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} disableColumnFilter disableColumnSorting hideFooter />
      </Box>
    </Box>
  );
}
