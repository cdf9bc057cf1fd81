import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function AccessibilityKeyboardLog() {
  const [lastKey, setLastKey] = React.useState('Click a cell, then use the arrow keys, Home, End or Page Down.');

  return (
    <Box sx={{width: '100%'}}>
      <Typography id="keyboard-demo-label" variant="subtitle2" sx={{mb: 1}}>
        Staff salaries (keyboard demo)
      </Typography>
      <Box sx={{height: 320}}>
        <DataGrid
          rows={rows}
          columns={columns}
          // The grid is named by the visible heading above it.
          aria-labelledby="keyboard-demo-label"
          onCellKeyDown={(params, event) => {
            setLastKey(`${event.key} pressed on ${params.field} of row ${params.id}`);
          }}
          density="compact"
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}} aria-live="polite" data-testid="last-key">
        {lastKey}
      </Typography>
    </Box>
  );
}
