import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef, type GridSortDirection} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 170},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
  // This column keeps its own cycle whatever the grid's: ascending only.
  {field: 'salary', headerName: 'Salary (asc only)', type: 'number', width: 150, sortingOrder: ['asc', null]},
];

const CYCLES: Record<string, GridSortDirection[]> = {
  default: ['asc', 'desc', null],
  'desc-first': ['desc', 'asc', null],
  'never-unsorted': ['asc', 'desc'],
};

export default function SortingOrderAllColumns() {
  const [cycle, setCycle] = React.useState('desc-first');
  return (
    <Stack spacing={1} sx={{width: '100%', height: 368}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={cycle}
        onChange={(_e, value: string | null) => value && setCycle(value)}
        aria-label="sortingOrder"
      >
        {Object.keys(CYCLES).map((name) => (
          <ToggleButton key={name} value={name}>
            {JSON.stringify(CYCLES[name])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid rows={rows} columns={columns} sortingOrder={CYCLES[cycle]} density="compact" hideFooter />
      </Box>
    </Stack>
  );
}
