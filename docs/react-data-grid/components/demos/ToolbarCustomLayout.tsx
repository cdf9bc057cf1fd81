import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import {DataGrid, Toolbar, ToolbarButton, ColumnsPanelTrigger, FilterPanelTrigger, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

interface ReloadProps {
  onReload: () => void;
  batch: number;
}

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onReload?: () => void;
    batch?: number;
  }
}

function ReloadToolbar({onReload, batch}: Partial<ReloadProps>) {
  return (
    <Toolbar>
      <Typography sx={{flex: 1}} variant="body2">
        Stock snapshot #{batch}
      </Typography>
      <Tooltip title="Load the next snapshot">
        <ToolbarButton onClick={onReload} aria-label="Load the next snapshot">
          <RefreshIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{mx: 0.5, my: 1}} />
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton aria-label="Filters" />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToolbarCustomLayout() {
  const [batch, setBatch] = React.useState(1);
  // A new seed per snapshot keeps the data deterministic while still changing on reload.
  const rows = React.useMemo(() => createInventoryRows(25, batch), [batch]);
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: ReloadToolbar}}
        slotProps={{toolbar: {batch, onReload: () => setBatch((current) => current + 1)}}}
        showToolbar
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
