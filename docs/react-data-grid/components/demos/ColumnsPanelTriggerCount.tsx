import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  ColumnsPanelTrigger,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 41);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'id', headerName: 'SKU', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
];

/** The badge counts hidden columns, read from the grid state with a selector. */
function HiddenColumnsToolbar() {
  const apiRef = useGridApiContext();
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hidden = Object.values(visibility).filter((visible) => !visible).length;
  return (
    <Toolbar>
      {/* The tooltip names the button; the count it shows is part of that name (not in parentheses,
          which label-in-name checks read as an aside). */}
      <Tooltip title={`Show or hide columns, ${hidden} hidden`}>
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <Badge badgeContent={hidden} color="primary" variant="standard">
            <ViewColumnIcon fontSize="small" />
          </Badge>
        </ColumnsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function ColumnsPanelTriggerCount() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: HiddenColumnsToolbar}}
        showToolbar
        initialState={{
          columns: {columnVisibilityModel: {id: false, unitPrice: false}},
          pagination: {paginationModel: {pageSize: 5}},
        }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
