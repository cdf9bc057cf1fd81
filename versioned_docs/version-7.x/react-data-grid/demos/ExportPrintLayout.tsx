import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(30);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function ExportPrintLayout() {
  const apiRef = useGridApiRef();
  const print = () =>
    apiRef.current.exportDataAsPrint({
      hideFooter: true,
      hideToolbar: true,
      fields: ['region', 'product', 'revenue'],
      // Landscape pages with a small margin, applied to the printed copy only.
      pageStyle: '@page { size: landscape; margin: 12mm; }',
    });
  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" variant="outlined" onClick={print} sx={{mb: 1}}>
        Print three columns
      </Button>
      <Box sx={{height: 340}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </Box>
    </Box>
  );
}
