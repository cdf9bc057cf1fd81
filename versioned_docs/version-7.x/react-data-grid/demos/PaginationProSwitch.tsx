import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function PaginationProSwitch() {
  // DataGridPro scrolls through every row unless `pagination` is set.
  const [pagination, setPagination] = React.useState(true);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={pagination} onChange={(event) => setPagination(event.target.checked)} />}
        label="Paginate"
      />
      <Box sx={{height: 360}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pagination={pagination}
          initialState={{pagination: {paginationModel: {pageSize: 15}}}}
          pageSizeOptions={[15, 30, 60]}
          density="compact"
        />
      </Box>
    </Box>
  );
}
