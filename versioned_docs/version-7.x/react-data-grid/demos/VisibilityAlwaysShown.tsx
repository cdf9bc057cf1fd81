import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridToolbar, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 14);

const columns: GridColDef<StaffRow>[] = [
  // `hideable: false` keeps the name out of the columns panel and the column menu's Hide entry.
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, hideable: false},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
];

export default function VisibilityAlwaysShown() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: GridToolbar}}
        // The panel lists only the columns a reader may switch; its search matches the start of a header.
        slotProps={{
          columnsManagement: {
            getTogglableColumns: (all) => all.filter((column) => column.hideable !== false).map((column) => column.field),
            searchPredicate: (column, search) => (column.headerName ?? column.field).toLowerCase().startsWith(search.toLowerCase()),
          },
        }}
        hideFooter
      />
    </Box>
  );
}
