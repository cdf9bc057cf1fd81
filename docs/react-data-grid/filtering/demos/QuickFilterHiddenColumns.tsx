import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  // Hidden below: does "lisbon" still find people by their city?
  {field: 'city', headerName: 'City', width: 130},
];

export default function QuickFilterHiddenColumns() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['lisbon'],
    quickFilterExcludeHiddenColumns: true,
  });
  const exclude = filterModel.quickFilterExcludeHiddenColumns ?? true;
  return (
    <Stack spacing={1} sx={{width: '100%', height: 406}}>
      <FormControlLabel
        control={
          <Switch
            checked={exclude}
            onChange={(event) => setFilterModel((model) => ({...model, quickFilterExcludeHiddenColumns: event.target.checked}))}
          />
        }
        label="quickFilterExcludeHiddenColumns"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{columns: {columnVisibilityModel: {city: false}}}}
          showToolbar
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
