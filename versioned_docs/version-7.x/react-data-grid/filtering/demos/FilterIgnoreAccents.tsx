import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'team', headerName: 'Team', width: 130},
];

export default function FilterIgnoreAccents() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="Ignore accents"
      />
      {/* "Montreal" and "Sao Paulo" are typed without their accents: only ignoreDiacritics finds them. */}
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          initialState={{filter: {filterModel: {items: [{field: 'city', operator: 'isAnyOf', value: ['Montreal', 'Sao Paulo']}]}}}}
          density="compact"
        />
      </Box>
    </Box>
  );
}
