import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef, type GridPinnedRowsProp} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

// Pinned rows use string ids, next to the numeric ids of the data.
type Row = Omit<StaffRow, 'id'> & {id: number | string};

const rows: Row[] = createStaffRows(60);

// The team's lead stays on top whatever the sort, filter or page.
const pinnedRows: GridPinnedRowsProp<Row> = {
  top: [
    {
      id: 'lead',
      name: 'Rosa Peña (head of the company)',
      team: 'Board',
      city: 'Lisbon',
      level: 'Lead',
      salary: 120000,
      rating: 5,
      startDate: new Date(Date.UTC(2015, 2, 1)),
      remote: false,
    },
  ],
};

const columns: GridColDef<Row>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 180},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function RowPinningWithFeatures() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[10]}
        checkboxSelection
        // The pinned row cannot be selected; the others can.
        isRowSelectable={({id}) => id !== 'lead'}
        initialState={{
          pagination: {paginationModel: {pageSize: 10}},
          sorting: {sortModel: [{field: 'salary', sort: 'asc'}]},
          filter: {filterModel: {items: [{field: 'team', operator: 'equals', value: 'Support'}]}},
        }}
        density="compact"
      />
    </Box>
  );
}
