import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef, type GridInitialState} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(15, 25);

const columns: GridColDef<StaffRow>[] = [
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'lastName', headerName: 'Last name', width: 130},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

function hiddenCount(saved: NonNullable<GridInitialState['columns']>): number {
  return Object.values(saved.columnVisibilityModel ?? {}).filter((visible) => !visible).length;
}

export default function ColumnRecipesSaveLayout() {
  const apiRef = useGridApiRef();
  // Kept in memory here; a real app would write it to storage or to the user's profile.
  const [saved, setSaved] = React.useState<GridInitialState['columns'] | null>(null);

  const save = () => {
    const state = apiRef.current?.exportState();
    if (state?.columns) setSaved(state.columns);
  };
  const restore = () => {
    if (saved) apiRef.current?.restoreState({columns: saved});
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={save}>
          Save column layout
        </Button>
        <Button size="small" variant="outlined" onClick={restore} disabled={!saved}>
          Restore it
        </Button>
        <Box component="span" sx={{fontSize: 13}} aria-live="polite">
          {saved ? `Layout saved (${hiddenCount(saved)} hidden)` : 'Nothing saved yet'}
        </Box>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
