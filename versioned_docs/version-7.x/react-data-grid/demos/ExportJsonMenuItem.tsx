import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridCsvExportMenuItem,
  GridToolbarContainer,
  GridToolbarExportContainer,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  type GridColDef,
  type GridExportMenuItemProps,
} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(30);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

function JsonExportMenuItem({hideMenu}: GridExportMenuItemProps<object>) {
  const apiRef = useGridApiContext();
  const download = () => {
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
      Object.fromEntries(fields.map((field) => [field, apiRef.current.getCellValue(id, field)])),
    );
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], {type: 'application/json'}));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'orders.json';
    link.click();
    // Let the click start the download before the object URL goes away.
    setTimeout(() => URL.revokeObjectURL(url));
    hideMenu?.();
  };
  return <MenuItem onClick={download}>Download as JSON</MenuItem>;
}

function ExportToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExportContainer>
        <GridCsvExportMenuItem />
        <JsonExportMenuItem />
      </GridToolbarExportContainer>
    </GridToolbarContainer>
  );
}

export default function ExportJsonMenuItem() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} slots={{toolbar: ExportToolbar}} density="compact" />
    </Box>
  );
}
