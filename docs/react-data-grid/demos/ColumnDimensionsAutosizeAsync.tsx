import * as React from 'react';
import {flushSync} from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const LOAD_TIME_MS = 800;

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name'},
  {field: 'role', headerName: 'Role'},
  {field: 'team', headerName: 'Team'},
  {field: 'city', headerName: 'City'},
];

/** Pretends to fetch a page of people: a different, seeded page each time. */
function fetchPeople(batch: number): Promise<TeamMember[]> {
  return new Promise((resolve) => setTimeout(() => resolve(createTeamMembers(12, 90 + batch)), LOAD_TIME_MS));
}

export default function ColumnDimensionsAutosizeAsync() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<TeamMember[]>([]);
  const [loading, setLoading] = React.useState(false);
  const batch = React.useRef(0);

  const load = React.useCallback(async () => {
    setLoading(true);
    batch.current += 1;
    const people = await fetchPeople(batch.current);
    // Render the rows now, so that the cells exist when the widths are measured.
    flushSync(() => {
      setRows(people);
      setLoading(false);
    });
    await apiRef.current?.autosizeColumns({includeHeaders: true, includeOutliers: true});
  }, [apiRef]);

  React.useEffect(() => {
    void load();
  }, [load]);

  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" sx={{mb: 1}} disabled={loading} onClick={() => void load()}>
        Load other people
      </Button>
      <Box sx={{height: 340}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
