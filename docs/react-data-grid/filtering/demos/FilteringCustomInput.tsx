import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

// A slider edits the value of the built-in operators; their filtering logic is unchanged.
function SalarySlider({item, applyValue}: GridFilterInputValueProps) {
  return (
    <Box sx={{display: 'flex', alignItems: 'center', height: 48, px: 1.5, width: 200}}>
      <Slider
        size="small"
        min={35000}
        max={100000}
        step={5000}
        value={Number(item.value ?? 60000)}
        valueLabelDisplay="auto"
        onChange={(_event, value) => applyValue({...item, value: value as number})}
        aria-label="Salary"
      />
    </Box>
  );
}

const salaryOperators: GridFilterOperator[] = getGridNumericOperators()
  .filter((operator) => ['>', '<'].includes(operator.value))
  .map((operator) => ({...operator, InputComponent: SalarySlider}));

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, filterOperators: salaryOperators},
];

export default function FilteringCustomInput() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{filter: {filterModel: {items: [{field: 'salary', operator: '>', value: 75000}]}}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
