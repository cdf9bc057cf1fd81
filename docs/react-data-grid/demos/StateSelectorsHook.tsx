import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredTopLevelRowCountSelector,
  gridPaginationModelSelector,
  gridRowSelectionCountSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40, 131);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

/** Each selector re-renders this footer when, and only when, its own value changes. */
function StateFooter() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const filteredCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const {page, pageSize} = useGridSelector(apiRef, gridPaginationModelSelector);
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const sorted = sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
  return (
    <GridFooterContainer sx={{pl: 2}}>
      <Typography variant="caption" sx={{flex: 1}}>
        sort: {sorted} · {filteredCount} rows pass the filters · page {page + 1} of size {pageSize} · {selectedCount} selected
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function StateSelectorsHook() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        slots={{footer: StateFooter}}
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
