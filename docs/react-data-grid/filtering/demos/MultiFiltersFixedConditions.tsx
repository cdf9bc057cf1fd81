import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
];

export default function MultiFiltersFixedConditions() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      {/* Three prepared conditions: readers tune the values in the panel but cannot add or clear rows. */}
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            disableAddFilterButton: true,
            disableRemoveAllButton: true,
            filterFormProps: {deleteIconProps: {sx: {display: 'none'}}},
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                {id: 1, field: 'level', operator: 'equals', value: 'Senior'},
                {id: 2, field: 'salary', operator: '>=', value: 70000},
                {id: 3, field: 'rating', operator: '>=', value: 3},
              ],
            },
          },
        }}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
