import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function SelectionRowOverview() {
  // v8 shape: the ids in `ids` are selected ('include'), or every row but them ('exclude').
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set([2, 3])});

  return (
    <Box sx={{height: 340, width: '100%'}}>
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
