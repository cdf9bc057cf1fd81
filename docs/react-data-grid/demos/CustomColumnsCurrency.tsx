import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColTypeDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12, 26);

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

/** A reusable "money" column type: built on the number type, with its own format and class. */
const usdColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 130,
  valueFormatter: (value) => usd.format(value),
  cellClassName: 'staff-cell--money',
};

const columns: GridColDef<StaffRow>[] = [
  {field: 'lastName', headerName: 'Last name', width: 140},
  {field: 'salary', headerName: 'Salary', ...usdColumn},
  {field: 'bonus', headerName: 'Bonus', ...usdColumn},
  // Spread first, then override what differs for this column.
  {field: 'monthly', headerName: 'Per month', ...usdColumn, width: 120, valueGetter: (_value, row) => Math.round(row.salary / 12)},
];

export default function CustomColumnsCurrency() {
  return (
    <Box sx={{height: 360, width: '100%', '& .staff-cell--money': {fontVariantNumeric: 'tabular-nums'}}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
