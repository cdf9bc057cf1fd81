import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(30, 95);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

// CSS for the printed copy only: landscape paper, small margins, a heading above the table.
const PAGE_STYLE = `
  @page { size: landscape; margin: 12mm; }
  .order-print::before { content: "Bike orders, printed from the docs"; display: block; font: 600 16px sans-serif; margin-bottom: 8px; }
`;

export default function ExportPrintOptions() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportDataAsPrint()}>
          Print as shown
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportDataAsPrint({
              hideFooter: true,
              hideToolbar: true,
              fields: ['id', 'product', 'revenue'],
              pageStyle: PAGE_STYLE,
              bodyClassName: 'order-print',
            })
          }
        >
          Print a summary, landscape
        </Button>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          checkboxSelection
          initialState={{pagination: {paginationModel: {pageSize: 10}}}}
          pageSizeOptions={[10]}
        />
      </Box>
    </Box>
  );
}
