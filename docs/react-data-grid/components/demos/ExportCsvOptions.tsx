import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, Toolbar, ExportCsv, ExportPrint, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 23);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'id', headerName: 'SKU', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

function ExportToolbar() {
  return (
    <Toolbar>
      {/* Semicolons for spreadsheet apps set to a European locale; no SKU column in the file. */}
      <ExportCsv
        render={<Button size="small" variant="outlined" />}
        options={{fileName: 'stock-semicolon', delimiter: ';', fields: ['product', 'category', 'inStock']}}
      >
        CSV (;)
      </ExportCsv>
      <ExportCsv render={<Button size="small" variant="outlined" />} options={{fileName: 'stock-all', utf8WithBom: true}}>
        CSV (all columns)
      </ExportCsv>
      <ExportPrint
        render={<Button size="small" variant="outlined" />}
        options={{hideToolbar: true, hideFooter: true, fileName: 'Stock report'}}
      >
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExportCsvOptions() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: ExportToolbar}}
        showToolbar
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
