import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColumnGroupingModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 143);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', width: 150},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Yearly salary before tax', type: 'number', width: 130},
  {field: 'rating', headerName: 'Last review rating', type: 'number', width: 120},
];

const groupingModel: GridColumnGroupingModel = [
  {groupId: 'where', headerName: 'Where', children: [{field: 'team'}, {field: 'city'}]},
  {groupId: 'pay', headerName: 'Pay and review', children: [{field: 'salary'}, {field: 'rating'}]},
];

/** A slim group row above column headers tall enough for titles on two lines. */
export default function ColumnGroupsHeaderHeight() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={groupingModel}
        columnGroupHeaderHeight={36}
        columnHeaderHeight={64}
        hideFooter
        sx={{'& .MuiDataGrid-columnHeaderTitle': {whiteSpace: 'normal', lineHeight: 1.3}}}
      />
    </Box>
  );
}
