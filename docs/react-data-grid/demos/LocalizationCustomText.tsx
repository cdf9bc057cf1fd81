import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridLocaleText} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(12);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 130},
];

// Only the keys given here change; every other text keeps its default.
const wording: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Find a colleague…',
  noResultsOverlayLabel: 'Nobody matches that search.',
  footerRowSelected: (count) => (count === 1 ? 'One colleague picked' : `${count.toLocaleString()} colleagues picked`),
  paginationRowsPerPage: 'People per page:',
  paginationDisplayedRows: ({from, to, count}) => `${from}–${to} of ${count} people`,
};

export default function LocalizationCustomText() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={wording}
        showToolbar
        checkboxSelection
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pageSizeOptions={[5, 10]}
        density="compact"
      />
    </Box>
  );
}
