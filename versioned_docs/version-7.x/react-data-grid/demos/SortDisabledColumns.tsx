import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30, 16);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  // A remote flag sorts to little use, so this one column never sorts.
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, sortable: false},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function SortDisabledColumns() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        sx={{mb: 1}}
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="Turn sorting off for every column"
      />
      <Box sx={{height: 330}}>
        <DataGrid rows={rows} columns={columns} disableColumnSorting={disabled} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
