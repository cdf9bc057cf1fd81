import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

const EMPTY: GridRowSelectionModel = {type: 'include', ids: new Set()};

export default function RowSelectionControlled() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(EMPTY);

  // With "select all" the grid may answer with an 'exclude' model: every row except `ids`.
  const selectedCount = selection.type === 'include' ? selection.ids.size : rows.length - selection.ids.size;

  return (
    <Box sx={{width: '100%', height: 388, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelection({type: 'include', ids: new Set(rows.filter((row) => row.remote).map((row) => row.id))})}
        >
          Select remote staff
        </Button>
        <Button size="small" onClick={() => setSelection(EMPTY)}>
          Clear
        </Button>
        <Typography variant="body2" data-testid="selected-count">
          {selectedCount} selected ({selection.type} model)
        </Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
        />
      </Box>
    </Box>
  );
}
