import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridFilteredSortedRowEntriesSelector,
  gridFilterModelSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

function MatchToolbar() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridFilterModelSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const matching = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const average = matching.length
    ? Math.round(matching.reduce((sum, entry) => sum + (entry.model as StaffRow).salary, 0) / matching.length)
    : 0;
  return (
    <Toolbar>
      <Typography variant="body2" sx={{flex: 1, px: 1}} noWrap>
        {matching.length} of {total} people match {model.items.length} filter(s) · average salary {average.toLocaleString('en-US')}
      </Typography>
    </Toolbar>
  );
}

export default function FilteringSelectors() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: MatchToolbar}}
        showToolbar
        initialState={{filter: {filterModel: {items: [{field: 'team', operator: 'equals', value: 'Sales'}]}}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
