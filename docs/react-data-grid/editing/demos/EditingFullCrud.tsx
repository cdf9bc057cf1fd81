import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  Toolbar,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import {CITIES, createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

type Row = TeamMember & {isNew?: boolean};

const initialRows: Row[] = createTeamMembers(6, 19);

// The toolbar slot reaches the demo's "add" handler through a context.
const AddRowContext = React.createContext<() => void>(() => {});

function CrudToolbar() {
  const onAdd = React.useContext(AddRowContext);
  return (
    <Toolbar>
      <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
        Add person
      </Button>
    </Toolbar>
  );
}

export default function EditingFullCrud() {
  const [rows, setRows] = React.useState<Row[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(1000);

  // Create: a blank row at the top, opened in edit mode on its name.
  const addRow = React.useCallback(() => {
    const id = (nextId.current += 1);
    setRows((current) => [
      {
        id,
        name: '',
        role: '',
        team: 'Workshop',
        city: 'Lisbon',
        salary: 0,
        rating: 3,
        startDate: new Date(Date.UTC(2026, 0, 5)),
        bio: '',
        isNew: true,
      },
      ...current,
    ]);
    setRowModesModel((model) => ({
      ...model,
      [id]: {mode: GridRowModes.Edit, fieldToFocus: 'name'},
    }));
  }, []);

  const cancel = React.useCallback((id: GridRowId) => {
    setRowModesModel((model) => ({
      ...model,
      [id]: {mode: GridRowModes.View, ignoreModifications: true},
    }));
    // A new row that is cancelled never existed.
    setRows((current) => current.filter((row) => !(row.id === id && row.isNew)));
  }, []);

  const columns = React.useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 140,
        editable: true,
      },
      {field: 'role', headerName: 'Role', width: 140, editable: true},
      {
        field: 'city',
        headerName: 'City',
        width: 110,
        editable: true,
        type: 'singleSelect',
        valueOptions: [...CITIES],
      },
      {
        field: 'actions',
        type: 'actions',
        width: 100,
        getActions: ({id}) =>
          rowModesModel[id]?.mode === GridRowModes.Edit
            ? [
                <GridActionsCellItem
                  key="save"
                  icon={<SaveIcon />}
                  label="Save"
                  onClick={() =>
                    setRowModesModel((m) => ({
                      ...m,
                      [id]: {mode: GridRowModes.View},
                    }))
                  }
                />,
                <GridActionsCellItem key="cancel" icon={<CancelIcon />} label="Cancel" onClick={() => cancel(id)} />,
              ]
            : [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditIcon />}
                  label="Edit"
                  onClick={() =>
                    setRowModesModel((m) => ({
                      ...m,
                      [id]: {mode: GridRowModes.Edit},
                    }))
                  }
                />,
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteIcon />}
                  label="Delete"
                  onClick={() => setRows((current) => current.filter((row) => row.id !== id))}
                />,
              ],
      },
    ],
    [rowModesModel, cancel],
  );

  // Update: the committed row replaces the old one and stops being new.
  const processRowUpdate = (newRow: Row) => {
    const saved = {...newRow, isNew: false};
    setRows((current) => current.map((row) => (row.id === newRow.id ? saved : row)));
    return saved;
  };

  return (
    <AddRowContext.Provider value={addRow}>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          processRowUpdate={processRowUpdate}
          slots={{toolbar: CrudToolbar}}
          showToolbar
          density="compact"
          hideFooter
        />
      </Box>
    </AddRowContext.Provider>
  );
}
