import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, useGridApiRef, type GridColDef, type GridExcelExportOptions} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(24, 97);
const dateFormat = new Intl.DateTimeFormat('en-GB', {dateStyle: 'medium', timeZone: 'UTC'});

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', type: 'number', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

const REPORT_DATE = new Date(Date.UTC(2025, 11, 31));

const excelOptions: GridExcelExportOptions = {
  fileName: 'orders-report',
  // Number formats and alignment per column, in exceljs's style shape.
  columnsStyles: {
    revenue: {numFmt: '"$"#,##0', font: {bold: true}},
    orderedOn: {numFmt: 'dd mmm yyyy'},
    quantity: {alignment: {horizontal: 'center'}},
  },
  // Before the rows: a title and a blank line above the header row.
  exceljsPreProcess: async ({worksheet}) => {
    worksheet.addRow(['Bike orders report']).font = {bold: true, size: 16};
    worksheet.addRow([`Figures up to ${dateFormat.format(REPORT_DATE)}`]).font = {italic: true};
    worksheet.addRow([]);
  },
  // After the rows: freeze the header row and add a total under the revenue column.
  exceljsPostProcess: async ({worksheet}) => {
    const headerRow = 4;
    worksheet.views = [{state: 'frozen', ySplit: headerRow}];
    const last = worksheet.rowCount;
    const total = worksheet.addRow(['Total', '', '', '', {formula: `SUM(E${headerRow + 1}:E${last})`}]);
    total.font = {bold: true};
    total.getCell(5).numFmt = '"$"#,##0';
  },
};

export default function ExportExcelStyles() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('The file is built in the browser when you click.');
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button
          size="small"
          variant="contained"
          onClick={async () => {
            setStatus('Building the workbook…');
            await apiRef.current?.exportDataAsExcel(excelOptions);
            setStatus('orders-report.xlsx downloaded.');
          }}
        >
          Download the styled report
        </Button>
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} showToolbar slotProps={{toolbar: {excelOptions}}} hideFooter />
      </Box>
    </Box>
  );
}
