import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, gridColumnVisibilityModelSelector, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function ApiObjectButtonsOutside() {
  // The ref is created here, outside the grid, and filled by the grid once it mounts.
  const apiRef = useGridApiRef();
  const toggleTeam = () => {
    // A column missing from the visibility model is visible; `false` hides it.
    const hidden = gridColumnVisibilityModelSelector(apiRef).team === false;
    apiRef.current.setColumnVisibility('team', hidden);
  };
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap', gap: 1}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.sortColumn('salary', 'desc')}>
          Highest salary first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.scrollToIndexes({rowIndex: 39})}>
          Scroll to the last row
        </Button>
        <Button size="small" variant="outlined" onClick={toggleTeam}>
          Show or hide the team
        </Button>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter density="compact" />
      </Box>
    </Box>
  );
}
