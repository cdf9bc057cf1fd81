import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPremium, useGridApiRef, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function ExportExcelPremium() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportDataAsExcel({fileName: 'orders-by-region', includeColumnGroupsHeaders: false})}
        >
          Export to Excel from the API
        </Button>
      </Box>
      <Box sx={{height: 380}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          slotProps={{toolbar: {excelOptions: {fileName: 'orders-by-region'}}}}
          initialState={{
            rowGrouping: {model: ['region']},
            aggregation: {model: {quantity: 'sum', revenue: 'sum'}},
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
