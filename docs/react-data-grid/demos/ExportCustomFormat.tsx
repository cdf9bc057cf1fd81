import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(20, 96);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

/** The filtered rows, visible columns only, as pretty-printed JSON. */
function gridToJson(apiRef: ReturnType<typeof useGridApiContext>): string {
  const ids = gridFilteredSortedRowIdsSelector(apiRef);
  const fields = gridVisibleColumnFieldsSelector(apiRef);
  const data = ids.map((id) => Object.fromEntries(fields.map((field) => [field, apiRef.current.getCellValue(id, field)])));
  return JSON.stringify(data, null, 2);
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], {type: 'application/json'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url));
}

function ExportMenuToolbar() {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <Toolbar>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <ExportCsv render={<MenuItem />} onClick={close}>
          Download as CSV
        </ExportCsv>
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <MenuItem
          onClick={() => {
            download(gridToJson(apiRef), 'orders.json');
            close();
          }}
        >
          Download as JSON
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function ExportCustomFormat() {
  return (
    <Stack sx={{width: '100%'}}>
      <Box sx={{height: 380}}>
        <DataGrid rows={rows} columns={columns} slots={{toolbar: ExportMenuToolbar}} showToolbar hideFooter />
      </Box>
    </Stack>
  );
}
