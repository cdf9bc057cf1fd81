import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 34);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function ColumnMenuDisabled() {
  const [disabled, setDisabled] = React.useState(true);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableColumnMenu"
      />
      <Box sx={{height: 340}}>
        {/* Headers still sort on click and resize by drag; only the ⋮ menu goes away. */}
        <DataGrid rows={rows} columns={columns} hideFooter disableColumnMenu={disabled} />
      </Box>
    </Box>
  );
}
