import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(1500);

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 80},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 130},
];

// Numbers grouped the way German readers expect: 1.401–1.500 von 1.500.
const number = new Intl.NumberFormat('de-DE');

export default function LocalizationPageLabel() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{pagination: {paginationModel: {page: 14, pageSize: 100}}}}
        localeText={{
          MuiTablePagination: {
            labelRowsPerPage: 'Zeilen pro Seite:',
            labelDisplayedRows: ({from, to, count}) => `${number.format(from)}–${number.format(to)} von ${number.format(count)}`,
          },
        }}
        density="compact"
      />
    </Box>
  );
}
