import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 170},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

function PodiumToolbar() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const entries = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const first = entries.slice(0, 3).map((entry) => (entry.model as StaffRow).name);
  return (
    <Toolbar>
      <Typography variant="body2" sx={{flex: 1, px: 1}} noWrap>
        {sortModel.length ? `First three by ${sortModel[0]!.field}: ${first.join(', ')}` : 'Sort a column to see who comes first'}
      </Typography>
      <Button size="small" onClick={() => apiRef.current.sortColumn('salary', 'desc')}>
        Top salaries
      </Button>
    </Toolbar>
  );
}

export default function SortingSelectors() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} slots={{toolbar: PodiumToolbar}} showToolbar density="compact" hideFooter />
    </Box>
  );
}
