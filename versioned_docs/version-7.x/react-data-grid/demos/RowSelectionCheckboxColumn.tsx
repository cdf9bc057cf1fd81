import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function RowSelectionCheckboxColumn() {
  const [clickSelects, setClickSelects] = React.useState(false);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={clickSelects} onChange={(event) => setClickSelects(event.target.checked)} />}
        label="A click on the row selects it too"
      />
      <Box sx={{height: 360}}>
        <DataGrid rows={rows} columns={columns} checkboxSelection disableRowSelectionOnClick={!clickSelects} density="compact" />
      </Box>
    </Box>
  );
}
