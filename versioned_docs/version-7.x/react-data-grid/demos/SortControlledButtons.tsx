import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridSortModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30, 12);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 130},
];

export default function SortControlledButtons() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{field: 'name', sort: 'asc'}]);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{field: 'rating', sort: 'desc'}])}>
          Best rated first
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{field: 'startDate', sort: 'asc'}])}>
          Longest serving first
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([])}>
          Clear sort
        </Button>
      </Box>
      <Box sx={{height: 320}}>
        <DataGrid rows={rows} columns={columns} sortModel={sortModel} onSortModelChange={setSortModel} density="compact" hideFooter />
      </Box>
      <Typography variant="body2" component="pre" sx={{mt: 1, mb: 0, fontFamily: 'monospace'}}>
        sortModel: {JSON.stringify(sortModel)}
      </Typography>
    </Box>
  );
}
