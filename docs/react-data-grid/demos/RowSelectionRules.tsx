import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'city', headerName: 'City', width: 130},
];

export default function RowSelectionRules() {
  const [multiple, setMultiple] = React.useState(true);

  return (
    <Box sx={{width: '100%', height: 388, display: 'flex', flexDirection: 'column'}}>
      <FormControlLabel
        control={<Switch checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />}
        label="Allow several rows"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection={multiple}
          disableMultipleRowSelection={!multiple}
          // Leads cannot be picked: their checkbox is disabled and clicking the row does nothing.
          isRowSelectable={(params) => params.row.level !== 'Lead'}
          density="compact"
        />
      </Box>
    </Box>
  );
}
