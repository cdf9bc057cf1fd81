import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  // `filterable: false` removes this column from the filter panel's column list.
  {field: 'id', headerName: 'ID', width: 70, filterable: false},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 130},
];

export default function FilteringInitialAndDisabled() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Uncontrolled: the grid starts with this filter and then manages it itself.
        initialState={{
          filter: {
            filterModel: {items: [{field: 'startDate', operator: 'onOrAfter', value: new Date(Date.UTC(2021, 0, 1))}]},
          },
        }}
        density="compact"
      />
    </Box>
  );
}
