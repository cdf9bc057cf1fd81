import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
];

export default function PaginationAutoPageSize() {
  const [height, setHeight] = React.useState(300);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 436}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', maxWidth: 420}}>
        <Typography variant="body2" sx={{flexShrink: 0}}>
          Grid height: {height}px
        </Typography>
        <Slider
          size="small"
          min={200}
          max={400}
          step={20}
          value={height}
          onChange={(_e, value) => setHeight(value as number)}
          aria-label="Grid height"
        />
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        {/* The page size follows the height: as many rows as fit, never a scrollbar. */}
        <Box sx={{height}}>
          <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
        </Box>
      </Box>
    </Stack>
  );
}
