import * as React from 'react';
import Box from '@mui/material/Box';
import CancelIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {DataGrid, GridActionsCellItem, GridRowModes, type GridColDef, type GridRowId, type GridRowModesModel} from '@mui/x-data-grid';
import {createTeamMembers, CITIES, type TeamMember} from '@site/src/demo-data/team-members';

const initialRows = createTeamMembers(8, 19);

export default function EditingRowMode() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = React.useCallback((id: GridRowId, mode: GridRowModes, ignoreModifications = false) => {
    setRowModesModel((model) => ({
      ...model,
      [id]: mode === GridRowModes.View ? {mode, ignoreModifications} : {mode},
    }));
  }, []);

  const processRowUpdate = (newRow: TeamMember) => {
    setRows((current) => current.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  const columns = React.useMemo<GridColDef<TeamMember>[]>(
    () => [
      {field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true},
      {field: 'role', headerName: 'Role', width: 150, editable: true},
      {field: 'city', headerName: 'City', width: 120, editable: true, type: 'singleSelect', valueOptions: [...CITIES]},
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({id}) => {
          if (rowModesModel[id]?.mode === GridRowModes.Edit) {
            return [
              <GridActionsCellItem key="save" icon={<SaveIcon />} label="Save" onClick={() => setMode(id, GridRowModes.View)} />,
              <GridActionsCellItem
                key="cancel"
                icon={<CancelIcon />}
                label="Cancel"
                onClick={() => setMode(id, GridRowModes.View, true)}
              />,
            ];
          }
          return [<GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={() => setMode(id, GridRowModes.Edit)} />];
        },
      },
    ],
    [rowModesModel, setMode],
  );

  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        processRowUpdate={processRowUpdate}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
