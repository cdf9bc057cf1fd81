import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function SelectionRowsAtAGlance() {
  // Three rows start selected: in v7 the model is the array of their ids.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1, 4, 7]);
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        density="compact"
      />
    </Box>
  );
}
