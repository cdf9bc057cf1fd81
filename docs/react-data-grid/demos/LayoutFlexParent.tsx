import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const allRows = createStaffRows(8, 5);
const MAX_HEIGHT_PX = 420;

const columns: GridColDef<StaffRow>[] = [
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'lastName', headerName: 'Last name', width: 130},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 160},
];

/** A flex column parent without a height: the grid grows with its rows, up to a max height. */
export default function LayoutFlexParent() {
  const [count, setCount] = React.useState(3);
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
      <Box sx={{display: 'flex', flexDirection: 'column', maxHeight: MAX_HEIGHT_PX}}>
        <DataGrid rows={allRows.slice(0, count)} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
