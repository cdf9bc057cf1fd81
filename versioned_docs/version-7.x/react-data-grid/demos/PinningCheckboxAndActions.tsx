import * as React from 'react';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import {DataGridPro, GRID_CHECKBOX_SELECTION_COL_DEF, GridActionsCellItem, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30, 27);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'team', headerName: 'Team', width: 150},
  {field: 'city', headerName: 'City', width: 150},
  {field: 'level', headerName: 'Level', width: 120},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 110},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 130},
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 90,
    // A real app would open a form; here the action only needs to exist to show the pinning.
    getActions: () => [<GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" />],
  },
];

export default function PinningCheckboxAndActions() {
  // The checkbox column is added by the grid; its field comes from GRID_CHECKBOX_SELECTION_COL_DEF.
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{pinnedColumns: {left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'name'], right: ['actions']}}}
        hideFooter
      />
    </Box>
  );
}
