import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha} from '@mui/material/styles';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const LOW_STOCK_UNITS = 20;
const EXPENSIVE_USD = 500;

const rows = createInventoryRows(14, 43);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 110},
];

export default function StyleRowAndCellClasses() {
  return (
    <Box
      sx={(theme) => ({
        height: 380,
        width: '100%',
        '& .row--sold-out': {bgcolor: alpha(theme.palette.error.main, 0.12), color: 'text.secondary'},
        '& .row--sold-out:hover': {bgcolor: alpha(theme.palette.error.main, 0.2)},
        // Palette paths as strings follow the colour mode; theme.palette holds the light values only.
        '& .cell--low': {color: 'warning.main', fontWeight: 700},
        '& .cell--expensive': {color: 'primary.main', fontWeight: 700},
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        getRowClassName={({row}) => (row.inStock === 0 ? 'row--sold-out' : '')}
        getCellClassName={({field, value}) => {
          if (field === 'inStock' && Number(value) > 0 && Number(value) < LOW_STOCK_UNITS) return 'cell--low';
          if (field === 'unitPrice' && Number(value) >= EXPENSIVE_USD) return 'cell--expensive';
          return '';
        }}
      />
    </Box>
  );
}
