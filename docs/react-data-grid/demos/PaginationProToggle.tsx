import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function PaginationProToggle() {
  const [paginated, setPaginated] = React.useState(true);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 414}}>
      <FormControlLabel
        control={<Switch checked={paginated} onChange={(event) => setPaginated(event.target.checked)} />}
        label="pagination"
      />
      {/* Without pagination the Pro grid scrolls through all 60 rows, virtualized. */}
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pagination={paginated}
          initialState={{pagination: {paginationModel: {pageSize: 25}}}}
          pageSizeOptions={[10, 25, 50]}
          density="compact"
        />
      </Box>
    </Stack>
  );
}
