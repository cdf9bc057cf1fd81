import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

// None of these columns can be filtered from the panel or the menus...
const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, filterable: false},
  {field: 'team', headerName: 'Team', width: 130, filterable: false},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, filterable: false},
];

const PRESETS: Record<string, GridFilterModel> = {
  All: {items: []},
  Remote: {items: [{field: 'remote', operator: 'is', value: true}]},
  Engineering: {items: [{field: 'team', operator: 'equals', value: 'Engineering'}]},
};

export default function FilteringProgrammaticNonFilterable() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(PRESETS.Remote!);
  // ...but the application offers its own presets through the model.
  return (
    <Stack spacing={1} sx={{width: '100%', height: 379}}>
      <Stack direction="row" spacing={1}>
        {Object.entries(PRESETS).map(([name, model]) => (
          <Button key={name} size="small" variant={filterModel === model ? 'contained' : 'outlined'} onClick={() => setFilterModel(model)}>
            {name}
          </Button>
        ))}
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
