import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function FilteringRecipeExternalQuickFilter() {
  const [text, setText] = React.useState('design');
  // The page's own search field feeds the quick filter values of the model.
  const filterModel = React.useMemo<GridFilterModel>(() => ({items: [], quickFilterValues: text.split(' ').filter(Boolean)}), [text]);
  return (
    <Stack spacing={1.5} sx={{width: '100%', height: 412}}>
      <TextField
        size="small"
        placeholder="Search the directory"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{maxWidth: 320}}
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid rows={rows} columns={columns} filterModel={filterModel} density="compact" hideFooter />
      </Box>
    </Stack>
  );
}
