import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);
const STORAGE_KEY = 'demo.staffDirectory.filterModel';

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

function readStoredModel(): GridFilterModel | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as GridFilterModel) : undefined;
  } catch {
    return undefined; // storage blocked or corrupt: start unfiltered
  }
}

export default function FilteringRecipePersist() {
  // Read once, when the grid mounts; then write every change back.
  const [initialModel] = React.useState(readStoredModel);
  const [version, setVersion] = React.useState(0);
  const onFilterModelChange = (model: GridFilterModel) => window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
  return (
    <Stack spacing={1} sx={{width: '100%', height: 422}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={() => setVersion((v) => v + 1)}>
          Remount the grid
        </Button>
        <Button
          size="small"
          onClick={() => {
            window.localStorage.removeItem(STORAGE_KEY);
            setVersion((v) => v + 1);
          }}
        >
          Forget the filter
        </Button>
        <Typography variant="body2">Filter, remount or reload the page: the filter comes back.</Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          key={version}
          rows={rows}
          columns={columns}
          initialState={{filter: {filterModel: version === 0 ? initialModel : readStoredModel()}}}
          onFilterModelChange={onFilterModelChange}
          showToolbar
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
