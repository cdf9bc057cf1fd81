import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

/** The value input of the operator: a star rating instead of a text field. */
function RatingInput({item, applyValue}: GridFilterInputValueProps) {
  return (
    <Box sx={{display: 'flex', alignItems: 'flex-end', height: 48, pl: 1}}>
      <Rating name="rating-filter" value={Number(item.value ?? 0)} onChange={(_event, value) => applyValue({...item, value})} />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<StaffRow, number> = {
  label: 'At least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) return null; // no value yet: keep every row
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: RatingInput,
  getValueAsString: (value) => `${value} star(s)`,
};

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {
    field: 'rating',
    headerName: 'Review',
    type: 'number',
    width: 160,
    renderCell: (params) => <Rating value={params.value as number} readOnly size="small" />,
    // The custom operator comes first, followed by the built-in numeric ones.
    filterOperators: [atLeastOperator, ...getGridNumericOperators()],
  },
];

export default function FilteringCustomOperator() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{filter: {filterModel: {items: [{field: 'rating', operator: 'atLeast', value: 4}]}}}}
        density="compact"
      />
    </Box>
  );
}
