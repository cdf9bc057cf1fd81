import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridPageCountSelector,
  gridPaginatedVisibleSortedGridRowEntriesSelector,
  gridPaginationModelSelector,
  gridPaginationRowRangeSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

// What the selectors say about the page on screen.
function PageSummary() {
  const apiRef = useGridApiContext();
  const {page, pageSize} = useGridSelector(apiRef, gridPaginationModelSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const range = useGridSelector(apiRef, gridPaginationRowRangeSelector);
  const entries = useGridSelector(apiRef, gridPaginatedVisibleSortedGridRowEntriesSelector);
  const payroll = entries.reduce((sum, entry) => sum + (entry.model as StaffRow).salary, 0);
  return (
    <Toolbar>
      <Typography variant="body2" sx={{flex: 1, px: 1}} noWrap>
        Page {page + 1} of {pageCount} ({pageSize} per page) · rows{' '}
        {range ? `${range.firstRowIndex + 1}–${range.lastRowIndex + 1}` : 'none'} · payroll on this page: {payroll.toLocaleString('en-US')}
      </Typography>
    </Toolbar>
  );
}

export default function PaginationSelectors() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: PageSummary}}
        showToolbar
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        pageSizeOptions={[10, 20]}
        density="compact"
      />
    </Box>
  );
}
