import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(10, 82);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', width: 90},
  {field: 'role', headerName: 'Role', width: 90},
  // Wrapping text: the row grows to fit it, so the measured width decides the row's height.
  {
    field: 'bio',
    headerName: 'About',
    width: 160,
    maxWidth: 420,
    renderCell: ({value}) => <Box sx={{whiteSpace: 'normal', lineHeight: 1.4, py: 1}}>{value}</Box>,
  },
];

export default function ColumnDimensionsAutosizeDynamicRows() {
  const apiRef = useGridApiRef();
  const [expand, setExpand] = React.useState(false);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => void apiRef.current?.autosizeColumns({includeHeaders: true, expand})}>
          Autosize columns
        </Button>
        <FormControlLabel control={<Switch checked={expand} onChange={(event) => setExpand(event.target.checked)} />} label="expand" />
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} getRowHeight={() => 'auto'} hideFooter />
      </Box>
    </Box>
  );
}
