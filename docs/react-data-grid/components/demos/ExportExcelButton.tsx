import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGridPremium, Toolbar, ExportExcel, type GridColDef} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 29);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
  {field: 'restockedOn', headerName: 'Restocked', type: 'date', width: 130},
];

function ExcelToolbar() {
  return (
    <Toolbar>
      <ExportExcel
        render={<Button size="small" variant="contained" />}
        options={{
          fileName: 'bike-stock',
          // Runs on the exceljs worksheet before the file is written: freeze the header row.
          exceljsPostProcess: async ({worksheet}) => {
            worksheet.views = [{state: 'frozen', ySplit: 1}];
          },
        }}
      >
        Download .xlsx
      </ExportExcel>
    </Toolbar>
  );
}

export default function ExportExcelButton() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{toolbar: ExcelToolbar}}
        showToolbar
        pagination
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
