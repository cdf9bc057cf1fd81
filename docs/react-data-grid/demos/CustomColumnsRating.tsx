import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {DataGrid, getGridNumericOperators, type GridColDef, type GridColTypeDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(15, 27);

const RATING_OPERATORS = ['=', '>=', '<='];

/** A 1-5 rating shown as stars, filtered with a few numeric operators only. */
const ratingColumn: GridColTypeDef = {
  type: 'number',
  width: 150,
  align: 'left',
  headerAlign: 'left',
  renderCell: (params) => {
    const stars = Number(params.value ?? 0);
    return <Rating value={stars} readOnly size="small" aria-label={`${stars} out of 5`} />;
  },
  filterOperators: getGridNumericOperators().filter((operator) => RATING_OPERATORS.includes(operator.value)),
};

const columns: GridColDef<StaffRow>[] = [
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'lastName', headerName: 'Last name', width: 130},
  {field: 'rating', headerName: 'Review', ...ratingColumn},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 160},
];

export default function CustomColumnsRating() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{filter: {filterModel: {items: [{field: 'rating', operator: '>=', value: 3}]}}}}
      />
    </Box>
  );
}
