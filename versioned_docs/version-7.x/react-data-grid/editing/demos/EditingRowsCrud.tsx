import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CancelIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  GridToolbarContainer,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import {createStaffRows, STAFF_TEAMS, type StaffRow} from '@site/src/demo-data/staff-directory';

type EditableRow = StaffRow & {isNew?: boolean};

interface AddButtonProps {
  onAdd: () => void;
}

// A v7 toolbar is any component passed to `slots.toolbar`; its props come from `slotProps.toolbar`.
function AddToolbar({onAdd}: AddButtonProps) {
  return (
    <GridToolbarContainer>
      <Button startIcon={<AddIcon />} onClick={onAdd}>
        Add person
      </Button>
    </GridToolbarContainer>
  );
}

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAdd: () => void;
  }
}

export default function EditingRowsCrud() {
  const [rows, setRows] = React.useState<EditableRow[]>(() => createStaffRows(8, 44));
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(1000);

  const handleAdd = () => {
    const id = nextId.current++;
    setRows((prev) => [
      {
        id,
        name: '',
        team: 'Design',
        city: 'Lisbon',
        level: 'Junior',
        salary: 40000,
        rating: 3,
        startDate: new Date(Date.UTC(2025, 0, 6)),
        remote: false,
        isNew: true,
      },
      ...prev,
    ]);
    setRowModesModel((prev) => ({...prev, [id]: {mode: GridRowModes.Edit, fieldToFocus: 'name'}}));
  };

  // Leaving a row by clicking elsewhere keeps it in edit mode; Save or Enter commits it.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) event.defaultMuiPrevented = true;
  };

  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setRowModesModel((prev) => ({...prev, [id]: mode === GridRowModes.View ? {mode, ignoreModifications} : {mode}}));

  const handleCancel = (id: GridRowId) => {
    setMode(id, GridRowModes.View, true);
    // A new row that was never saved disappears on cancel.
    setRows((prev) => prev.filter((row) => !(row.id === id && row.isNew)));
  };

  const processRowUpdate = (newRow: EditableRow) => {
    const saved = {...newRow, isNew: false};
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<EditableRow>[] = [
    {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true},
    {field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: STAFF_TEAMS, width: 140, editable: true},
    {field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true},
    {field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true},
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      getActions: ({id}) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem key="save" icon={<SaveIcon />} label="Save" onClick={() => setMode(id, GridRowModes.View)} />,
            <GridActionsCellItem key="cancel" icon={<CancelIcon />} label="Cancel" onClick={() => handleCancel(id)} />,
          ];
        }
        return [
          <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={() => setMode(id, GridRowModes.Edit)} />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={() => setRows((prev) => prev.filter((row) => row.id !== id))}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={processRowUpdate}
        slots={{toolbar: AddToolbar}}
        slotProps={{toolbar: {onAdd: handleAdd}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
