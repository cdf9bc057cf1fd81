import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 84);

const columns: GridColDef<StaffRow>[] = [
  // Shares the free space, but never narrower than 140 px: below that the grid scrolls sideways.
  {field: 'name', headerName: 'Name (flex 2, min 140)', flex: 2, minWidth: 140},
  {field: 'team', headerName: 'Team (flex 1, min 110)', flex: 1, minWidth: 110},
  {field: 'city', headerName: 'City (120)', width: 120},
];

/** The same columns in a narrower or wider container: flex columns grow and shrink, down to minWidth. */
export default function ColumnDimensionsFluidWidth() {
  const [widthPercent, setWidthPercent] = React.useState(100);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <Typography variant="body2" sx={{whiteSpace: 'nowrap'}}>
          Container width: {widthPercent}%
        </Typography>
        <Slider
          size="small"
          min={40}
          max={100}
          step={5}
          value={widthPercent}
          onChange={(_event, value) => setWidthPercent(value as number)}
          aria-label="Container width"
          sx={{maxWidth: 240}}
        />
      </Stack>
      <Box sx={{height: 340, width: `${widthPercent}%`}}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
