import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  gridExpandedRowCountSelector,
  selectedGridRowsCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

function CountsToolbar() {
  // Inside the grid, the context gives the same API object without passing a ref around.
  const apiRef = useGridApiContext();
  const visible = useGridSelector(apiRef, gridExpandedRowCountSelector);
  const selected = useGridSelector(apiRef, selectedGridRowsCountSelector);
  return (
    <GridToolbarContainer sx={{p: 1, gap: 2}}>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({items: [{field: 'remote', operator: 'is', value: 'true'}]})}>
        Remote staff only
      </Button>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({items: []})}>
        Everyone
      </Button>
      <Typography variant="body2">
        {visible} shown, {selected} selected
      </Typography>
    </GridToolbarContainer>
  );
}

export default function ApiObjectContextToolbar() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{toolbar: CountsToolbar}} density="compact" />
    </Box>
  );
}
