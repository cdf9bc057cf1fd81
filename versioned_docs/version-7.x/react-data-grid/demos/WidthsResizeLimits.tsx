import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridColumnResizeParams} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(12, 6);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name (150-300)', width: 180, minWidth: 150, maxWidth: 300},
  {field: 'team', headerName: 'Team (fixed)', width: 130, resizable: false},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function WidthsResizeLimits() {
  const [last, setLast] = React.useState('Drag the right edge of a header.');
  const handleResize = React.useCallback((params: GridColumnResizeParams) => {
    setLast(`${params.colDef.headerName ?? params.colDef.field}: ${Math.round(params.width)} px`);
  }, []);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 320}}>
        <DataGrid rows={rows} columns={columns} hideFooter onColumnWidthChange={handleResize} />
      </Box>
      <Typography variant="body2" sx={{mt: 1}} aria-live="polite">
        Last resize: {last}
      </Typography>
    </Box>
  );
}
