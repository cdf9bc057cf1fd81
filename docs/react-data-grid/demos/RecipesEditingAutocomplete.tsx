import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import {DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(8, 5);

const ROLES = [
  'Mechanic',
  'Wheel builder',
  'Workshop lead',
  'Sales associate',
  'Store manager',
  'Buyer',
  'Warehouse clerk',
  'Frame designer',
  'Product designer',
];

// Suggests known roles while typing; any other text is accepted too (freeSolo).
function RoleEditCell({id, field, value}: GridRenderEditCellParams<TeamMember, string>) {
  const apiRef = useGridApiContext();
  const setValue = (next: string | null) => apiRef.current.setEditCellValue({id, field, value: next ?? ''});
  return (
    <Autocomplete
      freeSolo
      autoHighlight
      fullWidth
      options={ROLES}
      value={value ?? ''}
      onChange={(_event, next) => setValue(next)}
      onInputChange={(_event, next) => setValue(next)}
      renderInput={(params) => (
        <InputBase ref={params.InputProps.ref} inputProps={params.inputProps} autoFocus fullWidth sx={{px: 1, fontSize: 14}} />
      )}
    />
  );
}

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'role', headerName: 'Role', width: 220, editable: true, renderEditCell: (params) => <RoleEditCell {...params} />},
  {field: 'team', headerName: 'Team', width: 120},
];

export default function RecipesEditingAutocomplete() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} density="compact" hideFooter />
    </Box>
  );
}
