import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, GridLogicOperator, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, STAFF_TEAMS, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: STAFF_TEAMS, width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

export default function MultiFiltersAndLogic() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        // Three conditions that must all hold: open the filter panel from the toolbar to see them.
        initialState={{
          filter: {
            filterModel: {
              logicOperator: GridLogicOperator.And,
              items: [
                {id: 1, field: 'team', operator: 'isAnyOf', value: ['Engineering', 'Design']},
                {id: 2, field: 'salary', operator: '>', value: 60000},
                {id: 3, field: 'remote', operator: 'is', value: 'true'},
              ],
            },
          },
        }}
        density="compact"
      />
    </Box>
  );
}
