import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function RowSelectionCheckboxOnly() {
  const [checkboxOnly, setCheckboxOnly] = React.useState(true);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 414}}>
      <FormControlLabel
        control={<Switch checked={checkboxOnly} onChange={(event) => setCheckboxOnly(event.target.checked)} />}
        label="disableRowSelectionOnClick"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid rows={rows} columns={columns} checkboxSelection disableRowSelectionOnClick={checkboxOnly} density="compact" hideFooter />
      </Box>
    </Stack>
  );
}
