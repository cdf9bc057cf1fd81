import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPreProcessEditCellProps} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(8, 19);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {
    field: 'salary',
    headerName: 'Salary (30,000–150,000)',
    type: 'number',
    width: 200,
    editable: true,
    // Runs on every keystroke: `error: true` marks the cell and keeps it from being saved.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = Number(params.props.value);
      return {...params.props, error: !(value >= 30000 && value <= 150000)};
    },
  },
  {
    field: 'role',
    headerName: 'Role (required)',
    width: 170,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({...params.props, error: !String(params.props.value ?? '').trim()}),
  },
];

export default function EditingValidation() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        // Make the invalid editor visible.
        '& .Mui-error': {bgcolor: 'error.main', color: 'error.contrastText'},
      }}
    >
      <DataGrid rows={rows} columns={columns} density="compact" hideFooter />
    </Box>
  );
}
