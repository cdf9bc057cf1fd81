import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridSortModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  // This column cycles descending first, then ascending, and never returns to "unsorted".
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, sortingOrder: ['desc', 'asc']},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 120},
];

export default function SortingControlledModel() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{field: 'name', sort: 'asc'}]);

  return (
    <Box sx={{width: '100%', height: 409, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{field: 'salary', sort: 'desc'}])}>
          Highest salary first
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{field: 'startDate', sort: 'asc'}])}>
          Longest serving first
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear sorting
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid rows={rows} columns={columns} sortModel={sortModel} onSortModelChange={setSortModel} density="compact" hideFooter />
      </Box>
      <Typography variant="body2" sx={{mt: 1}} data-testid="sort-model">
        sortModel: {JSON.stringify(sortModel)}
      </Typography>
    </Box>
  );
}
