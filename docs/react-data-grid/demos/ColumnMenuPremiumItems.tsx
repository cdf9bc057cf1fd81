import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  DataGridPremium,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40, 35);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

function AboutFieldItem({colDef, onClick, onAbout}: GridColumnMenuItemProps) {
  return (
    <MenuItem
      onClick={(event) => {
        onAbout(`${colDef.headerName}: field "${colDef.field}", type ${colDef.type ?? 'string'}`);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <InfoOutlinedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>About this column</ListItemText>
    </MenuItem>
  );
}

export default function ColumnMenuPremiumItems() {
  const [about, setAbout] = React.useState('Open a column menu: sort, filter, pin, aggregate, group, pivot, chart, columns.');

  // Between aggregation (23) and grouping (27): 25.
  const Menu = React.useCallback(
    (props: GridColumnMenuProps) => (
      <GridColumnMenu
        {...props}
        slots={{columnMenuAboutItem: AboutFieldItem}}
        slotProps={{columnMenuAboutItem: {displayOrder: 25, onAbout: setAbout}}}
      />
    ),
    [],
  );

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}} aria-live="polite">
        {about}
      </Typography>
      <Box sx={{height: 340}}>
        <DataGridPremium rows={rows} columns={columns} hideFooter slots={{columnMenu: Menu}} />
      </Box>
    </Box>
  );
}
