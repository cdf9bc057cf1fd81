import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(20, 14);

const columns: GridColDef<StaffRow>[] = [
  {field: 'firstName', headerName: 'First name'},
  {field: 'lastName', headerName: 'Last name'},
  {field: 'email', headerName: 'Email address'},
  {field: 'role', headerName: 'Role'},
  {field: 'salary', headerName: 'Annual salary (USD)', type: 'number'},
];

export default function ColumnDimensionsAutosize() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [expand, setExpand] = React.useState(false);

  const autosize = () => {
    void apiRef.current?.autosizeColumns({includeHeaders, expand, includeOutliers: true});
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={autosize}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Checkbox size="small" checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="Include headers"
        />
        <FormControlLabel
          control={<Checkbox size="small" checked={expand} onChange={(event) => setExpand(event.target.checked)} />}
          label="Expand to fill"
        />
      </Stack>
      <Box sx={{height: 320}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter autosizeOnMount autosizeOptions={{includeHeaders: true}} />
      </Box>
    </Box>
  );
}
