import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridPinnedColumnFields} from '@mui/x-data-grid-pro';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(30, 31);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'product', headerName: 'Product', width: 200},
  {field: 'category', headerName: 'Category', width: 150},
  {field: 'region', headerName: 'Region', width: 120},
  {field: 'quarter', headerName: 'Quarter', width: 110},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
];

export default function PinningControlledButtons() {
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({left: ['id']});

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => setPinned({left: ['id', 'product']})}>
          Pin order and product
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinned((prev) => ({...prev, right: ['revenue']}))}>
          Pin revenue right
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinned({})}>
          Unpin all
        </Button>
      </Box>
      <Box sx={{height: 330}}>
        <DataGridPro rows={rows} columns={columns} pinnedColumns={pinned} onPinnedColumnsChange={setPinned} density="compact" hideFooter />
      </Box>
      <Typography variant="body2" component="pre" sx={{mt: 1, mb: 0, fontFamily: 'monospace'}}>
        pinnedColumns: {JSON.stringify(pinned)}
      </Typography>
    </Box>
  );
}
