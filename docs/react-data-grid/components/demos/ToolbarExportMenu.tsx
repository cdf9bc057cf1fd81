import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {DataGrid, Toolbar, ToolbarButton, ExportCsv, ExportPrint, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 17);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
];

/** A toolbar button that opens a menu; the menu items are the export components themselves. */
function MenuToolbar() {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);
  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          ref={buttonRef}
          id="stock-export-button"
          aria-controls="stock-export-menu"
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="stock-export-menu"
        anchorEl={buttonRef.current}
        open={open}
        onClose={close}
        anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
        transformOrigin={{vertical: 'top', horizontal: 'right'}}
        slotProps={{list: {'aria-labelledby': 'stock-export-button'}}}
      >
        <ExportCsv render={<MenuItem />} onClick={close}>
          Download as CSV
        </ExportCsv>
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function ToolbarExportMenu() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: MenuToolbar}}
        showToolbar
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
