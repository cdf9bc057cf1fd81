import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {createStaffRows, STAFF_TEAMS, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: STAFF_TEAMS, width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

export default function FilteringControlledModel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{field: 'team', operator: 'is', value: 'Engineering'}],
  });

  return (
    <Box sx={{width: '100%', height: 409, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => setFilterModel({items: [{field: 'salary', operator: '>=', value: 80000}]})}>
          Salary ≥ 80,000
        </Button>
        <Button size="small" variant="outlined" onClick={() => setFilterModel({items: [{field: 'remote', operator: 'is', value: 'true'}]})}>
          Remote only
        </Button>
        <Button size="small" onClick={() => setFilterModel({items: []})}>
          Clear filter
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid rows={rows} columns={columns} filterModel={filterModel} onFilterModelChange={setFilterModel} density="compact" />
      </Box>
      {/* Fixed height so the demo keeps its size whatever the model's length. */}
      <Typography
        variant="body2"
        sx={{mt: 1, height: 40, overflow: 'auto', fontFamily: 'monospace', wordBreak: 'break-all'}}
        data-testid="filter-model"
      >
        {JSON.stringify(filterModel.items)}
      </Typography>
    </Box>
  );
}
