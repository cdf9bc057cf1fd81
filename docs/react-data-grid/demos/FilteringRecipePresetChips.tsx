import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {DataGrid, gridFilteredTopLevelRowCountSelector, useGridApiRef, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'level', headerName: 'Level', width: 100},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

/** Saved views: one click applies a whole filter model (one item each: the free grid filters on one). */
const PRESETS: {label: string; model: GridFilterModel}[] = [
  {label: 'Everyone', model: {items: []}},
  {label: 'Remote', model: {items: [{field: 'remote', operator: 'is', value: 'true'}]}},
  {label: 'Leads', model: {items: [{field: 'level', operator: 'equals', value: 'Lead'}]}},
  {label: 'Sales and support', model: {items: [{field: 'team', operator: 'isAnyOf', value: ['Sales', 'Support']}]}},
];

export default function FilteringRecipePresetChips() {
  const apiRef = useGridApiRef();
  const [active, setActive] = React.useState(PRESETS[0]!.label);
  const [visibleCount, setVisibleCount] = React.useState(rows.length);

  // Recount whenever the grid has finished filtering (after a preset, the panel or the column menu).
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('filteredRowsSet', () => {
        setVisibleCount(gridFilteredTopLevelRowCountSelector(apiRef));
      }),
    [apiRef],
  );

  const applyPreset = (preset: (typeof PRESETS)[number]) => {
    setActive(preset.label);
    apiRef.current?.setFilterModel(preset.model);
  };

  return (
    <Box sx={{width: '100%', height: 386, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        {PRESETS.map((preset) => (
          <Chip
            key={preset.label}
            label={preset.label}
            color={active === preset.label ? 'primary' : 'default'}
            onClick={() => applyPreset(preset)}
          />
        ))}
        <Chip variant="outlined" label={`${visibleCount} shown`} data-testid="visible-count" />
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
