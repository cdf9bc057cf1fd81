import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, GridHeaderFilterCell, type GridColDef, type GridHeaderFilterCellProps} from '@mui/x-data-grid-pro';
import {createStaffRows, STAFF_TEAMS, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(50);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: STAFF_TEAMS, width: 150},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 130},
];

// Every cell of the filter row: the default cell, tinted, with a clear button.
function TintedHeaderFilterCell(props: GridHeaderFilterCellProps) {
  return <GridHeaderFilterCell {...props} showClearIcon style={{...props.style, backgroundColor: 'rgba(25, 118, 210, 0.08)'}} />;
}

export default function HeaderFiltersAllCells() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* headerFilterMenu: null removes the operator menu from every cell: each uses its default operator. */}
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        slots={{headerFilterCell: TintedHeaderFilterCell, headerFilterMenu: null}}
        headerFilterHeight={64}
        density="compact"
      />
    </Box>
  );
}
