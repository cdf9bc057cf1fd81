import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridToolbarContainer, GridToolbarExport, type GridColDef} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

function CsvOnlyToolbar() {
  // Only the export button, and without its print entry.
  return (
    <GridToolbarContainer>
      <GridToolbarExport csvOptions={{fileName: 'orders', delimiter: ';', utf8WithBom: true}} printOptions={{disableToolbarButton: true}} />
    </GridToolbarContainer>
  );
}

export default function ExportCsvOnlyToolbar() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} slots={{toolbar: CsvOnlyToolbar}} density="compact" />
    </Box>
  );
}
