import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowId} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(20, 84);
const byId = new Map(rows.map((row) => [row.id as GridRowId, row]));
const dateFormat = new Intl.DateTimeFormat('en-GB', {dateStyle: 'long', timeZone: 'UTC'});

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

export default function ComponentsSlotRowHover() {
  const [hovered, setHovered] = React.useState<InventoryRow | null>(null);
  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1, minHeight: 20}} aria-live="polite">
        {hovered
          ? `${hovered.product}: ${hovered.inStock} in stock, last restocked ${dateFormat.format(hovered.restockedOn)}`
          : 'Point at a row to see when it was last restocked.'}
      </Typography>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          // Props for the row slot reach every row element; each row carries its id in data-id.
          slotProps={{
            row: {
              onMouseEnter: (event) => setHovered(byId.get(Number(event.currentTarget.dataset.id)) ?? null),
              onMouseLeave: () => setHovered(null),
            },
          }}
        />
      </Box>
    </Box>
  );
}
