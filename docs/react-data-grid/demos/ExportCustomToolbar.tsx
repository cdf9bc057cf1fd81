import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import {DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton, type GridColDef} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(20, 91);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

/** Two icon buttons instead of the default "Export" menu; each carries its own options. */
function OrdersToolbar() {
  return (
    <Toolbar>
      <Typography variant="body2" sx={{flex: 1}}>
        Orders, spring campaign
      </Typography>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton aria-label="Download as CSV" />} options={{fileName: 'spring-orders', delimiter: ';'}}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton aria-label="Print" />} options={{hideFooter: true, hideToolbar: true}}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportCustomToolbar() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} slots={{toolbar: OrdersToolbar}} showToolbar hideFooter />
    </Box>
  );
}
