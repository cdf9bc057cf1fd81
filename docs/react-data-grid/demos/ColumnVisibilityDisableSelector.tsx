import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 64);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 110},
  {field: 'city', headerName: 'City', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function ColumnVisibilityDisableSelector() {
  const [disabled, setDisabled] = React.useState(true);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableColumnSelector"
      />
      <Box sx={{height: 340}}>
        {/* No Columns button in the toolbar, no "Manage columns" in the menus; "Hide column" stays. */}
        <DataGrid rows={rows} columns={columns} showToolbar hideFooter disableColumnSelector={disabled} />
      </Box>
    </Box>
  );
}
