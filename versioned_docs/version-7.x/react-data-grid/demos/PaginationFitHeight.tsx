import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(80);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
];

export default function PaginationFitHeight() {
  const [height, setHeight] = React.useState(300);
  return (
    <Box sx={{width: '100%'}}>
      <Typography id="pagination-fit-height-label" variant="body2">
        Grid height: {height}px
      </Typography>
      <Slider
        aria-labelledby="pagination-fit-height-label"
        value={height}
        min={200}
        max={360}
        step={20}
        onChange={(_, value) => setHeight(value as number)}
        sx={{maxWidth: 320}}
      />
      {/* The box keeps the demo's size fixed while the grid inside it grows and shrinks. */}
      <Box sx={{height: 360}}>
        <Box sx={{height}}>
          <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
        </Box>
      </Box>
    </Box>
  );
}
