import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import StraightenIcon from '@mui/icons-material/Straighten';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 32);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

function FitWidthItem({colDef, onClick}: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({columns: [colDef.field], includeHeaders: true});
        onClick(event);
      }}
    >
      <ListItemIcon>
        <StraightenIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit width to content</ListItemText>
    </MenuItem>
  );
}

/**
 * Default items sit at 10 (sort), 20 (filter) and 30 (columns). Lower numbers come first: the
 * columns entries move to the top, and the new item lands between filter and sort.
 */
function ReorderedColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{columnMenuFitItem: FitWidthItem}}
      slotProps={{
        columnMenuColumnsItem: {displayOrder: 0},
        columnMenuFitItem: {displayOrder: 15},
        columnMenuFilterItem: {displayOrder: 5},
      }}
    />
  );
}

export default function ColumnMenuReorderItems() {
  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Menu order here: hide and manage columns, filter, sort, then fit width.
      </Typography>
      <Box sx={{height: 340}}>
        <DataGrid rows={rows} columns={columns} hideFooter slots={{columnMenu: ReorderedColumnMenu}} />
      </Box>
    </Box>
  );
}
