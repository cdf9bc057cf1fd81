import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ContentCopy from '@mui/icons-material/ContentCopy';
import {DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuItemProps, type GridColumnMenuProps} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12, 2);

const columns: GridColDef<StaffRow>[] = [
  {field: 'firstName', headerName: 'First name', width: 140},
  {field: 'lastName', headerName: 'Last name', width: 140},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 180},
];

function CopyFieldItem(props: GridColumnMenuItemProps) {
  const {colDef, onClick, onCopied} = props;
  return (
    <MenuItem
      onClick={(event) => {
        onCopied(colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <ContentCopy fontSize="small" />
      </ListItemIcon>
      <ListItemText>Show field name</ListItemText>
    </MenuItem>
  );
}

export default function ColumnMenuCustomItem() {
  const [message, setMessage] = React.useState('Open a column menu (the ⋮ button in a header).');

  const CustomMenu = React.useCallback(
    (props: GridColumnMenuProps) => (
      <GridColumnMenu
        {...props}
        // `null` removes a default item; a new slot name adds one.
        slots={{columnMenuColumnsItem: null, columnMenuUserItem: CopyFieldItem}}
        slotProps={{columnMenuUserItem: {displayOrder: 15, onCopied: (field: string) => setMessage(`Field: ${field}`)}}}
      />
    ),
    [],
  );

  return (
    <Box sx={{width: '100%'}}>
      <Box component="p" sx={{m: 0, mb: 1, fontSize: 14}} aria-live="polite">
        {message}
      </Box>
      <Box sx={{height: 320}}>
        <DataGrid rows={rows} columns={columns} hideFooter slots={{columnMenu: CustomMenu}} />
      </Box>
    </Box>
  );
}
