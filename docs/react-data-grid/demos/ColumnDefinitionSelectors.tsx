import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridColumnDefinitionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 55);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 110},
  {field: 'city', headerName: 'City', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 110},
];

/** Reads both lists from the grid's state; hide a column from its menu and watch them differ. */
function ColumnListsFooter() {
  const apiRef = useGridApiContext();
  const defined = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visible = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  return (
    <GridFooterContainer sx={{px: 2, py: 1, flexDirection: 'column', alignItems: 'flex-start'}}>
      <Typography variant="body2">
        Defined ({defined.length}): {defined.map((column) => column.headerName).join(', ')}
      </Typography>
      <Typography variant="body2">
        Visible ({visible.length}): {visible.map((column) => column.headerName).join(', ')}
      </Typography>
    </GridFooterContainer>
  );
}

export default function ColumnDefinitionSelectors() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{footer: ColumnListsFooter}}
        initialState={{columns: {columnVisibilityModel: {city: false}}}}
      />
    </Box>
  );
}
