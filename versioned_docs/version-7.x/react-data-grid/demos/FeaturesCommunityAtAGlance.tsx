import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridToolbar, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(50, 9);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true},
  {field: 'team', headerName: 'Team', width: 130},
  {
    field: 'level',
    headerName: 'Level',
    type: 'singleSelect',
    valueOptions: ['Junior', 'Mid', 'Senior', 'Lead'],
    width: 110,
    editable: true,
  },
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true},
];

export default function FeaturesCommunityAtAGlance() {
  // Sorting, filtering, pagination, selection, editing, column resizing and CSV export: all MIT.
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: GridToolbar}}
        checkboxSelection
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
