import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef, type GridEventListener} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 81);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', width: 160, minWidth: 120, maxWidth: 260},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function ColumnDimensionsResizeApi() {
  const apiRef = useGridApiRef();
  const [live, setLive] = React.useState('Drag the edge of a header.');

  // Fires on every pointer move of a drag: fine for a live readout, too often to save.
  const handleResize = React.useCallback<GridEventListener<'columnResize'>>(({colDef, width}) => {
    setLive(`${colDef.headerName}: ${Math.round(width)} px`);
  }, []);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setColumnWidth('name', 260)}>
          Name 260 px
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setColumnWidth('name', 120)}>
          Name 120 px
        </Button>
        <Typography variant="body2" aria-live="polite">
          {live}
        </Typography>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter onColumnResize={handleResize} />
      </Box>
    </Box>
  );
}
