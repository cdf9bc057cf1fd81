import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, getGridNumericOperators, type GridColDef, type GridFilterOperator} from '@mui/x-data-grid';
import {createStaffRows} from '@site/src/demo-data/staff-directory';

// New hires have no rating yet.
const rows = createStaffRows(30).map((row) => ({...row, rating: row.id % 5 === 0 ? null : row.rating}));
type Row = (typeof rows)[number];

// Every numeric operator, wrapped: people without a rating always stay in the list.
const keepUnratedOperators: GridFilterOperator[] = getGridNumericOperators().map((operator) => ({
  ...operator,
  label: `${operator.label} (or unrated)`,
  getApplyFilterFn: (filterItem, column) => {
    const builtIn = operator.getApplyFilterFn(filterItem, column);
    if (!builtIn) return null;
    return (value, row, col, apiRef) => value == null || builtIn(value, row, col, apiRef);
  },
}));

const columns: GridColDef<Row>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 110, filterOperators: keepUnratedOperators},
];

export default function FilteringWrapOperators() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{filter: {filterModel: {items: [{field: 'rating', operator: '>=', value: 4}]}}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
