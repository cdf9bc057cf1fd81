import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'team', headerName: 'Team', width: 130},
];

export default function QuickFilterDiacritics() {
  const [ignore, setIgnore] = React.useState(true);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 406}}>
      <FormControlLabel
        control={<Switch checked={ignore} onChange={(event) => setIgnore(event.target.checked)} />}
        label="ignoreDiacritics"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        {/* "krakow" and "garcia" find Kraków and García only while accents are ignored. */}
        <DataGrid
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignore}
          showToolbar
          initialState={{filter: {filterModel: {items: [], quickFilterValues: ['krakow']}}}}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
