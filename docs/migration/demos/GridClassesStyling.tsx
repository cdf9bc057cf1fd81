import Box from '@mui/material/Box';
import {DataGrid, gridClasses, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(8, 11);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
];

// Class names come from the `gridClasses` object (v5 replaced the GRID_*_CSS_CLASS constants),
// so a renamed class fails at compile time instead of silently unstyling the grid.
export default function GridClassesStyling() {
  return (
    <Box
      sx={{
        height: 300,
        [`& .${gridClasses.columnHeader}`]: {bgcolor: 'action.hover'},
        [`& .${gridClasses.columnHeaderTitle}`]: {fontWeight: 700},
        [`& .${gridClasses.row}:nth-of-type(even)`]: {bgcolor: 'action.selected'},
        [`& .${gridClasses.cell}:focus`]: {outline: '2px solid', outlineColor: 'primary.main'},
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Team levels" />
    </Box>
  );
}
