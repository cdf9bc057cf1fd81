import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import {DataGrid, Toolbar, ToolbarButton, type GridColDef, type GridDensity} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 121);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

interface ViewSettings {
  density: GridDensity;
  borders: boolean;
}

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    viewSettings?: ViewSettings;
    onViewSettingsChange?: (settings: ViewSettings) => void;
  }
}

const DENSITIES: {value: GridDensity; label: string}[] = [
  {value: 'compact', label: 'Compact rows'},
  {value: 'standard', label: 'Standard rows'},
  {value: 'comfortable', label: 'Comfortable rows'},
];

/** One gear button instead of several controls; the settings live in the page's state. */
function SettingsToolbar({
  viewSettings,
  onViewSettingsChange,
}: {
  viewSettings?: ViewSettings;
  onViewSettingsChange?: (s: ViewSettings) => void;
}) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const buttonId = React.useId();
  const menuId = React.useId();
  if (!viewSettings || !onViewSettingsChange) return null;
  const update = (next: Partial<ViewSettings>) => onViewSettingsChange({...viewSettings, ...next});
  return (
    <Toolbar>
      <Typography variant="body2" sx={{flex: 1}}>
        Stock list
      </Typography>
      <Tooltip title="View settings">
        <ToolbarButton
          id={buttonId}
          aria-label="View settings"
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SettingsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{list: {'aria-labelledby': buttonId}}}
      >
        {DENSITIES.map((option) => (
          <MenuItem key={option.value} onClick={() => update({density: option.value})}>
            <ListItemIcon>{viewSettings.density === option.value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => update({borders: !viewSettings.borders})}>
          <ListItemIcon>{viewSettings.borders ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>Column borders</ListItemText>
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function ToolbarSettingsMenu() {
  const [viewSettings, setViewSettings] = React.useState<ViewSettings>({density: 'standard', borders: false});
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        density={viewSettings.density}
        showCellVerticalBorder={viewSettings.borders}
        showColumnVerticalBorder={viewSettings.borders}
        slots={{toolbar: SettingsToolbar}}
        slotProps={{toolbar: {viewSettings, onViewSettingsChange: setViewSettings}}}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
