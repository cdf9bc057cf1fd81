import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuSortItem,
  GridColumnMenuHideItem,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import {createStaffRows, STAFF_TEAMS, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(24, 33);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: STAFF_TEAMS, width: 140},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

/**
 * A menu written from scratch: the container gives the popup, focus handling and keyboard
 * navigation; the items are ours, plus two of the grid's own (sort and hide).
 */
function TeamAwareColumnMenu({hideMenu, colDef, ...other}: GridColumnMenuProps) {
  const apiRef = useGridApiContext();
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
      {colDef.field === 'team' && [
        <Divider key="divider" />,
        <ListSubheader key="title" sx={{lineHeight: '32px'}}>
          Show one team
        </ListSubheader>,
        ...STAFF_TEAMS.map((team) => (
          <MenuItem
            key={team}
            onClick={(event) => {
              apiRef.current.setFilterModel({items: [{field: 'team', operator: 'is', value: team}]});
              hideMenu(event);
            }}
          >
            {team}
          </MenuItem>
        )),
      ]}
    </GridColumnMenuContainer>
  );
}

export default function ColumnMenuCustomComponent() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter slots={{columnMenu: TeamAwareColumnMenu}} />
    </Box>
  );
}
