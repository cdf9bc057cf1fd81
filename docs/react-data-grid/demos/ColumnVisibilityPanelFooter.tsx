import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 62);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 110},
  {field: 'city', headerName: 'City', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function ColumnVisibilityPanelFooter() {
  const [showHideAll, setShowHideAll] = React.useState(false);
  const [reset, setReset] = React.useState(true);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={showHideAll} onChange={(event) => setShowHideAll(event.target.checked)} />}
          label="Show/Hide all"
        />
        <FormControlLabel control={<Switch checked={reset} onChange={(event) => setReset(event.target.checked)} />} label="Reset" />
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          // Open "Columns" in the toolbar: the panel's footer follows the two switches.
          slotProps={{columnsManagement: {disableShowHideToggle: !showHideAll, disableResetButton: !reset}}}
        />
      </Box>
    </Box>
  );
}
