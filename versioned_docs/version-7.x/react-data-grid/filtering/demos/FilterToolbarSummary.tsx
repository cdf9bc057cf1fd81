import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

const money = new Intl.NumberFormat('en-US', {maximumFractionDigits: 0});

function SummaryToolbar() {
  const apiRef = useGridApiContext();
  // v7 selectors take the apiRef; the entries are the rows that pass the filter, in sorted order.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const salaries = entries.map((entry) => (entry.model as StaffRow).salary);
  const average = salaries.length ? salaries.reduce((sum, value) => sum + value, 0) / salaries.length : 0;
  return (
    <GridToolbarContainer sx={{justifyContent: 'space-between', p: 1}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2}}>
        <GridToolbarFilterButton />
        <Typography variant="body2">
          {entries.length} people · average salary {money.format(average)}
        </Typography>
      </Box>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function FilterToolbarSummary() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} slots={{toolbar: SummaryToolbar}} density="compact" />
    </Box>
  );
}
