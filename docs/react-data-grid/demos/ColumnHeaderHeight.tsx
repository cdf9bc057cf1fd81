import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 182);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'salary', headerName: 'Yearly salary in euros, before tax', type: 'number', width: 150},
];

export default function ColumnHeaderHeight() {
  const [height, setHeight] = React.useState(72);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <Typography variant="body2" sx={{whiteSpace: 'nowrap'}}>
          columnHeaderHeight: {height}
        </Typography>
        <Slider
          size="small"
          min={36}
          max={96}
          step={4}
          value={height}
          onChange={(_event, value) => setHeight(value as number)}
          aria-label="Header height"
          sx={{maxWidth: 240}}
        />
      </Stack>
      <Box sx={{height: 340}}>
        {/* Taller headers give long titles room to wrap instead of being cut. */}
        <DataGrid
          rows={rows}
          columns={columns}
          columnHeaderHeight={height}
          hideFooter
          sx={{'& .MuiDataGrid-columnHeaderTitle': {whiteSpace: 'normal', lineHeight: 1.3}}}
        />
      </Box>
    </Box>
  );
}
