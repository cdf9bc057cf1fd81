import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, GridLogicOperator, GridPreferencePanelsValue, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function FilteringPanelContent() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                {id: 1, field: 'team', operator: 'equals', value: 'Sales'},
                {id: 2, field: 'salary', operator: '>', value: 50000},
              ],
            },
          },
          preferencePanel: {open: true, openedPanelValue: GridPreferencePanelsValue.filters},
        }}
        slotProps={{
          filterPanel: {
            // Only "and" between items, columns listed alphabetically.
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            filterFormProps: {
              // Slimmer inputs; the logic select is hidden since there is one choice.
              columnInputProps: {size: 'small', sx: {width: 120}},
              operatorInputProps: {size: 'small', sx: {width: 110}},
              logicOperatorInputProps: {sx: {display: 'none'}},
            },
          },
        }}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
