import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

const PRESETS: {label: string; model: GridFilterModel}[] = [
  {label: 'Engineering', model: {items: [{field: 'team', operator: 'equals', value: 'Engineering'}]}},
  {label: 'Salary over 80,000', model: {items: [{field: 'salary', operator: '>', value: 80000}]}},
  {label: 'No filter', model: {items: []}},
];

export default function FilterModelPresets() {
  // The model lives in this component: the buttons write it, the filter panel proposes changes
  // through onFilterModelChange, and the grid shows whatever is stored here.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(PRESETS[0].model);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        {PRESETS.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => setFilterModel(preset.model)}>
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid rows={rows} columns={columns} filterModel={filterModel} onFilterModelChange={setFilterModel} density="compact" />
      </Box>
      <Typography variant="body2" noWrap sx={{mt: 1, fontSize: 12, fontFamily: 'monospace'}}>
        items: {JSON.stringify(filterModel.items.map(({field, operator, value}) => ({field, operator, value})))}
      </Typography>
    </Box>
  );
}
