import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridLogicOperator, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'team', headerName: 'Team', width: 130},
  // Hidden columns are left out of the quick filter (quickFilterExcludeHiddenColumns).
  {field: 'level', headerName: 'Level', width: 100},
];

/** Split on commas so a value may contain spaces: "são paulo, kraków". */
function parseCommaSeparated(input: string): string[] {
  return input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

export default function FilteringQuickFilterParser() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseCommaSeparated,
              quickFilterFormatter: (values) => values.join(', '),
              debounceMs: 300,
            },
          },
        }}
        initialState={{
          columns: {columnVisibilityModel: {level: false}},
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['São Paulo', 'Kraków'],
              // A row matching any one of the values is kept.
              quickFilterLogicOperator: GridLogicOperator.Or,
              quickFilterExcludeHiddenColumns: true,
            },
          },
        }}
        density="compact"
      />
    </Box>
  );
}
