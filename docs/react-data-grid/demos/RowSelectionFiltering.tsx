import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

// Five people selected to begin with, from several teams.
const START: GridRowSelectionModel = {type: 'include', ids: new Set([1, 2, 3, 4, 5])};

export default function RowSelectionFiltering() {
  const [keep, setKeep] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(START);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 414}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <FormControlLabel
          control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
          label="keepNonExistentRowsSelected"
        />
        <Typography variant="body2">Selected ids: {[...selection.ids].join(', ') || 'none'}</Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        {/* Type a team in the quick filter: rows it hides leave the selection unless they are kept. */}
        <DataGrid
          key={String(keep)}
          rows={rows}
          columns={columns}
          checkboxSelection
          keepNonExistentRowsSelected={keep}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          showToolbar
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
