import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function RowSelectionSingle() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});
  const [id] = [...selection.ids];
  const person = rows.find((row) => row.id === id);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 392}}>
      <Typography variant="body2">
        {person ? `Selected: ${person.name}, ${person.team}` : 'Click a row (Ctrl+click and Shift+click select one row too)'}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
