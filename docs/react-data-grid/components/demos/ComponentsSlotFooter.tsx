import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridSelector,
  gridFilteredSortedRowEntriesSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 81);
const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 100},
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 100, valueFormatter: (value: number) => usd.format(value)},
];

// Extra props of the footer slot, passed through slotProps.footer.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    warehouse?: string;
  }
}

/** Sums the stock value of the rows that pass the filters, and re-renders when they change. */
function StockValueFooter({warehouse}: {warehouse?: string}) {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const value = entries.reduce((sum, {model}) => sum + (model as InventoryRow).inStock * (model as InventoryRow).unitPrice, 0);
  return (
    <GridFooterContainer sx={{px: 2}}>
      <Typography variant="body2">{warehouse}</Typography>
      <Typography variant="body2" sx={{fontWeight: 500}}>
        {entries.length} products · stock value {usd.format(value)}
      </Typography>
    </GridFooterContainer>
  );
}

export default function ComponentsSlotFooter() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{footer: StockValueFooter}}
        slotProps={{footer: {warehouse: 'Lisbon warehouse'}}}
      />
    </Box>
  );
}
