import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(24);

const columns: GridColDef<StaffRow>[] = [
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'level', headerName: 'Level', width: 100},
  {field: 'city', headerName: 'City', width: 120},
];

export default function RowGroupingDragReorder() {
  const [lastMove, setLastMove] = React.useState('Drag a person onto another team, or drag a team to reorder the teams.');
  // Moving a row into another group changes its team: the grid hands the updated row here.
  const processRowUpdate = React.useCallback((updated: StaffRow, original: StaffRow) => {
    if (updated.team !== original.team) setLastMove(`${updated.name} moved from ${original.team} to ${updated.team}.`);
    return updated;
  }, []);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 408}}>
      <Typography variant="body2" sx={{minHeight: 20}}>
        {lastMove}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowReordering
          processRowUpdate={processRowUpdate}
          initialState={{rowGrouping: {model: ['team']}}}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
