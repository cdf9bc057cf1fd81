import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const allRows = createStaffRows(12, 72);
const MIN_HEIGHT_PX = 200;
const MAX_HEIGHT_PX = 320;

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 110},
  {field: 'city', headerName: 'City', width: 110},
];

/** A flex column that never gets shorter than 200 px nor taller than 320 px. */
export default function LayoutMinMaxHeight() {
  const [count, setCount] = React.useState(1);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" disabled={count >= allRows.length} onClick={() => setCount((n) => n + 1)}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" disabled={count === 0} onClick={() => setCount((n) => n - 1)}>
          Remove a row
        </Button>
      </Stack>
      {/* The space below the grid keeps the demo the same size while the grid grows and shrinks. */}
      <Box sx={{height: MAX_HEIGHT_PX}}>
        <Box sx={{display: 'flex', flexDirection: 'column', minHeight: MIN_HEIGHT_PX, maxHeight: MAX_HEIGHT_PX}}>
          <DataGrid rows={allRows.slice(0, count)} columns={columns} density="compact" />
        </Box>
      </Box>
    </Box>
  );
}
