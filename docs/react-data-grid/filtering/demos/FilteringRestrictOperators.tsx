import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, getGridStringOperators, getGridNumericOperators, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

// Only two text operators for the name column...
const nameOperators = getGridStringOperators().filter((operator) => ['contains', 'startsWith'].includes(operator.value));

// ...and only "greater than"/"less than" for the salary, relabelled for this table.
const salaryOperators = getGridNumericOperators()
  .filter((operator) => operator.value === '>' || operator.value === '<')
  .map((operator) => ({...operator, label: operator.value === '>' ? 'earns more than' : 'earns less than'}));

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150, filterOperators: nameOperators},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, filterOperators: salaryOperators},
  {field: 'city', headerName: 'City', width: 130},
];

export default function FilteringRestrictOperators() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{filter: {filterModel: {items: [{field: 'salary', operator: '>', value: 70000}]}}}}
        density="compact"
      />
    </Box>
  );
}
