import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 31);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 120},
];

/** Takes the place of the default sort entries: labels that say what the order means for each type. */
function PlainWordsSortItem({colDef, onClick}: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  if (colDef.sortable === false) return null;
  const labels =
    colDef.type === 'number'
      ? ['Smallest first', 'Largest first']
      : colDef.type === 'date'
        ? ['Oldest first', 'Newest first']
        : ['A to Z', 'Z to A'];
  return (
    <React.Fragment>
      {(['asc', 'desc'] as const).map((direction, index) => (
        <MenuItem
          key={direction}
          onClick={(event) => {
            apiRef.current.sortColumn(colDef.field, direction);
            onClick(event);
          }}
        >
          <ListItemIcon>{direction === 'asc' ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{labels[index]}</ListItemText>
        </MenuItem>
      ))}
    </React.Fragment>
  );
}

function PlainWordsColumnMenu(props: GridColumnMenuProps) {
  // Same slot name as the default item: replaces it, keeps its place (displayOrder 10).
  return <GridColumnMenu {...props} slots={{columnMenuSortItem: PlainWordsSortItem}} />;
}

export default function ColumnMenuOverrideItem() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter slots={{columnMenu: PlainWordsColumnMenu}} />
    </Box>
  );
}
