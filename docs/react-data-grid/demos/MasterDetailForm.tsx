import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, useGridApiContext, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';
import {CITIES, createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const members = createTeamMembers(12);

// The grid's own header for the toggle column is an empty <div aria-label>, a name a plain div may not
// carry. This one names the column with text that is visually hidden (the column is 40 px wide).
function DetailToggleHeader() {
  const apiRef = useGridApiContext();
  return <span style={VISUALLY_HIDDEN}>{apiRef.current.getLocaleText('detailPanelToggle')}</span>;
}

const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const columns: GridColDef<TeamMember>[] = [
  {...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <DetailToggleHeader />},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'role', headerName: 'Role', width: 150},
  {field: 'city', headerName: 'City', width: 110},
];

function MemberForm({row}: {row: TeamMember}) {
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState({role: row.role, city: row.city});
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    // Write the change into the grid's row, then close the panel.
    apiRef.current.updateRows([{...row, ...draft}]);
    apiRef.current.toggleDetailPanel(row.id);
  };
  return (
    <Box component="form" onSubmit={save} sx={{p: 2, bgcolor: 'action.hover'}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <TextField size="small" label="Role" value={draft.role} onChange={(event) => setDraft({...draft, role: event.target.value})} />
        <TextField
          select
          size="small"
          label="City"
          value={draft.city}
          onChange={(event) => setDraft({...draft, city: event.target.value})}
          sx={{width: 140}}
        >
          {CITIES.map((city) => (
            <MenuItem key={city} value={city}>
              {city}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" size="small">
          Save
        </Button>
      </Stack>
    </Box>
  );
}

export default function MasterDetailForm() {
  const getDetailPanelContent = React.useCallback(({row}: GridRowParams<TeamMember>) => <MemberForm row={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 72, []);
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={members}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{detailPanel: {expandedRowIds: new Set([members[0]!.id])}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
