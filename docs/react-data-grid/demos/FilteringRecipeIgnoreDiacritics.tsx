import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'team', headerName: 'Team', width: 130},
];

export default function FilteringRecipeIgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{width: '100%', height: 382, display: 'flex', flexDirection: 'column'}}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="Ignore accents (ignoreDiacritics)"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          ignoreDiacritics={ignoreDiacritics}
          // Typed without accents: "sao" finds "São Paulo" and "montreal" "Montréal" only when accents are ignored.
          initialState={{filter: {filterModel: {items: [], quickFilterValues: ['sao']}}}}
          density="compact"
          hideFooter
        />
      </Box>
    </Box>
  );
}
