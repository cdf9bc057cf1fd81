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

export default function FilteringDisableAll() {
  const [disabled, setDisabled] = React.useState(true);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 386}}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableColumnFilter"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        {/* The column menus and the toolbar lose their filter entries; the quick filter stays. */}
        <DataGrid rows={rows} columns={columns} disableColumnFilter={disabled} showToolbar density="compact" hideFooter />
      </Box>
    </Stack>
  );
}
