import * as React from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Slider from '@mui/material/Slider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {DataGrid, Toolbar, ToolbarButton, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 124);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    lowStock?: number;
    onLowStockChange?: (value: number) => void;
  }
}

/**
 * A trigger and a panel of our own, built like the grid's: the button says whether the panel is
 * open and which element it controls, the panel closes on Escape and on a click outside.
 */
function ThresholdToolbar({lowStock = 0, onLowStockChange}: {lowStock?: number; onLowStockChange?: (value: number) => void}) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const panelId = React.useId();
  const open = Boolean(anchor);
  return (
    <Toolbar>
      <Typography variant="body2" sx={{flex: 1}}>
        Rows under {lowStock} in stock are highlighted
      </Typography>
      <Tooltip title="Low stock threshold">
        <ToolbarButton
          aria-label="Low stock threshold"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={open ? panelId : undefined}
          onClick={(event) => setAnchor(open ? null : event.currentTarget)}
        >
          <WarningAmberIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Popper open={open} anchorEl={anchor} placement="bottom-end" style={{zIndex: 1300}}>
        <ClickAwayListener onClickAway={() => setAnchor(null)}>
          <Paper id={panelId} elevation={6} sx={{p: 2, width: 240}} onKeyDown={(event) => event.key === 'Escape' && setAnchor(null)}>
            <Typography variant="body2" gutterBottom>
              Highlight below
            </Typography>
            <Slider
              size="small"
              min={0}
              max={60}
              step={5}
              value={lowStock}
              valueLabelDisplay="auto"
              onChange={(_event, value) => onLowStockChange?.(value as number)}
              aria-label="Low stock threshold"
            />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Toolbar>
  );
}

export default function ToolbarCustomPanel() {
  const [lowStock, setLowStock] = React.useState(20);
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: ThresholdToolbar}}
        slotProps={{toolbar: {lowStock, onLowStockChange: setLowStock}}}
        showToolbar
        hideFooter
        getRowClassName={({row}) => (row.inStock < lowStock ? 'row--low' : '')}
        sx={{'& .row--low': {bgcolor: 'warning.light', color: 'common.black'}}}
      />
    </Box>
  );
}
