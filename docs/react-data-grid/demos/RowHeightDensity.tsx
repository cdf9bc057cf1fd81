import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(20);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'role', headerName: 'Role', width: 150},
  {field: 'city', headerName: 'City', width: 110},
];

export default function RowHeightDensity() {
  const [rowHeight, setRowHeight] = React.useState(52);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, px: 1}}>
        <Typography variant="body2" id="row-height-slider-label" sx={{whiteSpace: 'nowrap'}}>
          rowHeight: {rowHeight}px
        </Typography>
        <Slider
          size="small"
          min={28}
          max={80}
          step={4}
          value={rowHeight}
          onChange={(_, value) => setRowHeight(value as number)}
          aria-labelledby="row-height-slider-label"
          sx={{maxWidth: 240}}
        />
      </Box>
      <Box sx={{height: 360}}>
        {/* The toolbar's density menu scales the row height: compact x0.7, comfortable x1.3. */}
        <DataGrid rows={rows} columns={columns} rowHeight={rowHeight} showToolbar hideFooter />
      </Box>
    </Box>
  );
}
