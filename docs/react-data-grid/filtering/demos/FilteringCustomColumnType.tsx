import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, getGridNumericOperators, type GridColDef, type GridColTypeDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const euro = new Intl.NumberFormat('en-IE', {style: 'currency', currency: 'EUR', maximumFractionDigits: 0});

// A reusable "money" column type: numeric, formatted, and with only the comparisons that make sense.
const moneyColumn: GridColTypeDef = {
  type: 'number',
  width: 130,
  valueFormatter: (value: number) => euro.format(value),
  filterOperators: getGridNumericOperators().filter((operator) => ['>', '>=', '<', '<='].includes(operator.value)),
};

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'salary', headerName: 'Salary', ...moneyColumn},
  {field: 'bonus', headerName: 'Bonus', ...moneyColumn, valueGetter: (_value, row) => Math.round(row.salary * 0.05 * row.rating)},
];

export default function FilteringCustomColumnType() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{filter: {filterModel: {items: [{field: 'bonus', operator: '>=', value: 15000}]}}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
