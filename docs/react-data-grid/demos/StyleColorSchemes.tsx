import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(12, 47);
const LOW_STOCK = 20;

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 110,
    cellClassName: ({value}) => ((value as number) < LOW_STOCK ? 'stock--low' : ''),
  },
];

/**
 * Colours chosen per scheme: the light values first, then `theme.applyStyles('dark', ...)` for the
 * dark scheme. With CSS variables the switch needs no re-render; switch the site's mode to compare.
 */
export default function StyleColorSchemes() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          [`& .${gridClasses.columnHeader}`]: {
            bgcolor: '#e8f5e9',
            ...theme.applyStyles('dark', {bgcolor: '#1b3a24'}),
          },
          '& .stock--low': {
            color: '#b71c1c',
            fontWeight: 600,
            ...theme.applyStyles('dark', {color: '#ff8a80'}),
          },
        })}
      />
    </Box>
  );
}
