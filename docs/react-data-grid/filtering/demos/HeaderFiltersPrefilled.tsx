import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, STAFF_LEVELS, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(50);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'level', headerName: 'Level', type: 'singleSelect', valueOptions: STAFF_LEVELS, width: 150},
  {field: 'city', headerName: 'City', width: 140},
  // No header filter cell for this column: it cannot be filtered at all.
  {field: 'rating', headerName: 'Review', type: 'number', width: 110, filterable: false},
];

export default function HeaderFiltersPrefilled() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        headerFilterHeight={52}
        // The header filter cells show the model's items: level "is" Senior, city "startsWith" B.
        initialState={{
          filter: {
            filterModel: {
              items: [
                {id: 'level', field: 'level', operator: 'is', value: 'Senior'},
                {id: 'city', field: 'city', operator: 'startsWith', value: 'B'},
              ],
            },
          },
        }}
        // The filter panel is not needed when every column has its own filter cell.
        disableColumnMenu
        density="compact"
      />
    </Box>
  );
}
