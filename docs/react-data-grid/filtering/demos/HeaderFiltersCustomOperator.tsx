import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGridPro,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(50);

function StarsInput({item, applyValue}: GridFilterInputValueProps) {
  return (
    <Box sx={{display: 'flex', alignItems: 'center', height: '100%', pl: 1}}>
      <Rating
        size="small"
        value={Number(item.value ?? 0)}
        onChange={(_event, value) => applyValue({...item, value})}
        aria-label="Minimum rating"
      />
    </Box>
  );
}

// `headerLabel` is the short text of the operator in the header filter menu.
const atLeast: GridFilterOperator = {
  label: 'At least',
  headerLabel: '≥',
  value: 'atLeast',
  getApplyFilterFn: (item) => (item.value == null ? null : (value: number) => value >= Number(item.value)),
  InputComponent: StarsInput,
};

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 140},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 200, filterOperators: [atLeast, ...getGridNumericOperators()]},
];

export default function HeaderFiltersCustomOperator() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{filter: {filterModel: {items: [{field: 'rating', operator: 'atLeast', value: 4}]}}}}
        density="compact"
      />
    </Box>
  );
}
