import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import {DataGridPro, GridActionsCellItem, type GridColDef, type GridPinnedRowsProp, type GridRowId} from '@mui/x-data-grid-pro';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const people = createTeamMembers(25, 31);

export default function RowPinningActions() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>([people[3]!.id]);

  const togglePin = React.useCallback((id: GridRowId) => {
    setPinnedIds((ids) => (ids.includes(id) ? ids.filter((pinned) => pinned !== id) : [...ids, id]));
  }, []);

  // A row is either pinned or in `rows`, never both (the grid does not check, and one id twice confuses it).
  const {rows, pinnedRows} = React.useMemo(() => {
    const pinned: GridPinnedRowsProp<TeamMember> = {top: people.filter((person) => pinnedIds.includes(person.id))};
    return {rows: people.filter((person) => !pinnedIds.includes(person.id)), pinnedRows: pinned};
  }, [pinnedIds]);

  const columns = React.useMemo<GridColDef<TeamMember>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: ({id}) => {
          const pinned = pinnedIds.includes(id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={pinned ? 'Unpin row' : 'Pin row to top'}
              onClick={() => togglePin(id)}
            />,
          ];
        },
      },
      {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
      {field: 'role', headerName: 'Role', width: 150},
      {field: 'city', headerName: 'City', width: 110},
    ],
    [pinnedIds, togglePin],
  );

  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} density="compact" hideFooter />
    </Box>
  );
}
