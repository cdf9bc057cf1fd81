import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

const remoteIds = rows.filter((row) => row.remote).map((row) => row.id);

export default function RowSelectionControlledIds() {
  // In v7 the selection model is a plain array of row ids.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([2, 5]);
  const names = rows.filter((row) => selection.includes(row.id)).map((row) => row.name);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => setSelection(remoteIds)}>
          Select remote staff
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelection([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
        />
      </Box>
      <Typography variant="body2" noWrap sx={{mt: 1}}>
        Selected: {names.length ? names.join(', ') : 'nobody'}
      </Typography>
    </Box>
  );
}
