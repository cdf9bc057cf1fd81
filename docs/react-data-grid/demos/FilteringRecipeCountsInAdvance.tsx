import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
];

const VIEWS: Record<string, GridFilterModel> = {
  Everyone: {items: []},
  Engineering: {items: [{field: 'team', operator: 'equals', value: 'Engineering'}]},
  Leads: {items: [{field: 'level', operator: 'equals', value: 'Lead'}]},
  Juniors: {items: [{field: 'level', operator: 'equals', value: 'Junior'}]},
};

export default function FilteringRecipeCountsInAdvance() {
  const apiRef = useGridApiRef();
  const [active, setActive] = React.useState('Everyone');
  const [counts, setCounts] = React.useState<Record<string, number>>({});

  // Work out, without applying anything, how many rows each view would keep.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    setCounts(
      Object.fromEntries(
        Object.entries(VIEWS).map(([name, model]) => {
          const {filteredRowsLookup} = api.getFilterState(model);
          return [name, rows.filter((row) => filteredRowsLookup[row.id] !== false).length];
        }),
      ),
    );
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{width: '100%', height: 404}}>
      <Stack direction="row" spacing={1}>
        {Object.keys(VIEWS).map((name) => (
          <Chip
            key={name}
            label={`${name} (${counts[name] ?? '…'})`}
            color={active === name ? 'primary' : 'default'}
            onClick={() => {
              setActive(name);
              apiRef.current?.setFilterModel(VIEWS[name]!);
            }}
          />
        ))}
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Stack>
  );
}
