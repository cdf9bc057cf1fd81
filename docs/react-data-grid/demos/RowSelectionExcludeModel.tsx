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
];

export default function RowSelectionExcludeModel() {
  const [includeOnly, setIncludeOnly] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});
  const ids = [...selection.ids];
  return (
    <Stack spacing={1} sx={{width: '100%', height: 414}}>
      <FormControlLabel
        control={<Switch checked={includeOnly} onChange={(event) => setIncludeOnly(event.target.checked)} />}
        label="disableRowSelectionExcludeModel"
      />
      <Typography variant="body2" noWrap>
        {`{type: '${selection.type}', ids: [${ids.length > 8 ? `${ids.slice(0, 8).join(', ')}, … ${ids.length} ids` : ids.join(', ')}]}`}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0}}>
        {/* Tick the header checkbox, then untick a row or two, in both modes. */}
        <DataGrid
          key={String(includeOnly)}
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionExcludeModel={includeOnly}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
