import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

type Range = [number | undefined, number | undefined];

// Two inputs for one item: its value is the pair [from, to].
function RangeInput({item, applyValue}: GridFilterInputValueProps) {
  const [from, to] = (item.value as Range | undefined) ?? [undefined, undefined];
  const set = (index: 0 | 1) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next: Range = [from, to];
    next[index] = event.target.value === '' ? undefined : Number(event.target.value);
    applyValue({...item, value: next});
  };
  return (
    <Box sx={{display: 'flex', gap: 1, alignItems: 'flex-end', height: 48}}>
      <TextField variant="standard" type="number" label="From" value={from ?? ''} onChange={set(0)} sx={{width: 90}} />
      <TextField variant="standard" type="number" label="To" value={to ?? ''} onChange={set(1)} sx={{width: 90}} />
    </Box>
  );
}

const betweenOperator: GridFilterOperator<StaffRow, number> = {
  label: 'Between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = (filterItem.value as Range | undefined) ?? [];
    if (from === undefined && to === undefined) return null;
    return (value) => (from === undefined || value >= from) && (to === undefined || value <= to);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value[0] ?? '…'} – ${value[1] ?? '…'}`,
};

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, filterOperators: [betweenOperator, ...getGridNumericOperators()]},
];

export default function FilteringBetweenOperator() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{filter: {filterModel: {items: [{field: 'salary', operator: 'between', value: [50000, 60000]}]}}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
