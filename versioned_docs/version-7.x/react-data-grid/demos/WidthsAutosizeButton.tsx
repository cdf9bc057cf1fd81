import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(20, 8);

const columns: GridColDef<StaffRow>[] = [
  {field: 'email', headerName: 'Email'},
  {field: 'role', headerName: 'Role'},
  {field: 'city', headerName: 'City'},
  {field: 'salary', headerName: 'Salary', type: 'number'},
];

export default function WidthsAutosizeButton() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [expand, setExpand] = React.useState(false);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1}}>
        <Button variant="outlined" onClick={() => apiRef.current.autosizeColumns({includeHeaders, expand, includeOutliers: true})}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="Include headers"
        />
        <FormControlLabel
          control={<Switch checked={expand} onChange={(event) => setExpand(event.target.checked)} />}
          label="Expand to fill"
        />
      </Box>
      <Box sx={{height: 320}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
