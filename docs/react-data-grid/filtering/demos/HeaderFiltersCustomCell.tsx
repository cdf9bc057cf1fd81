import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  useGridSelector,
  gridFilterModelSelector,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(50);

// A plain select for the remote column: everyone, remote only, on site only.
function RemoteHeaderFilter({colDef}: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const item = useGridSelector(apiRef, gridFilterModelSelector).items.find((entry) => entry.field === colDef.field);
  const value = item?.value === undefined ? 'any' : String(item.value);
  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (event.target.value === 'any') {
      if (item) apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({
        id: item?.id ?? 'remote',
        field: colDef.field,
        operator: 'is',
        value: event.target.value === 'true',
      });
    }
  };
  return (
    <TextField
      select
      size="small"
      variant="standard"
      fullWidth
      value={value}
      onChange={onChange}
      slotProps={{htmlInput: {'aria-label': 'Remote filter'}}}
      sx={{mx: 1}}
    >
      <MenuItem value="any">Anyone</MenuItem>
      <MenuItem value="true">Remote</MenuItem>
      <MenuItem value="false">On site</MenuItem>
    </TextField>
  );
}

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 140},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 150, renderHeaderFilter: (params) => <RemoteHeaderFilter {...params} />},
];

export default function HeaderFiltersCustomCell() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} headerFilters density="compact" />
    </Box>
  );
}
