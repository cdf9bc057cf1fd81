import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {MONTHS, createMonthlySales} from '@site/src/demo-data/sales';

const sales = createMonthlySales();
const SHOPS = [
  {id: 'harbour', shop: 'Harbour shop'},
  {id: 'station', shop: 'Station shop'},
] as const;

type ShopRow = {id: string; shop: string} & Record<string, number | string>;

// One row per shop and one column per month: the columns come from the data, not from code.
const rows: ShopRow[] = SHOPS.map(({id, shop}) => ({
  id,
  shop,
  ...Object.fromEntries(sales.map((month) => [month.month, month[id]])),
}));

const columns: GridColDef<ShopRow>[] = [
  {field: 'shop', headerName: 'Shop', width: 130},
  ...MONTHS.map((month): GridColDef<ShopRow> => ({field: month, headerName: month, type: 'number', width: 72})),
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => MONTHS.reduce((sum, month) => sum + Number(row[month]), 0),
  },
];

export default function ColumnRecipesGenerated() {
  return (
    <Box sx={{height: 220, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter disableColumnMenu />
    </Box>
  );
}
