import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(50);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
];

export default function RowSelectionVisibleOnly() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 446}}>
      <FormControlLabel
        control={<Switch checked={visibleOnly} onChange={(event) => setVisibleOnly(event.target.checked)} />}
        label="checkboxSelectionVisibleOnly"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        {/* Tick the header checkbox: the footer count says whether it took one page or all 50 rows. */}
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          pagination
          initialState={{pagination: {paginationModel: {pageSize: 10}}}}
          pageSizeOptions={[10]}
          density="compact"
        />
      </Box>
    </Stack>
  );
}
