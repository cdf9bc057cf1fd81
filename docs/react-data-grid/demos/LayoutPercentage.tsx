import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 71);
const PANEL_HEIGHT_PX = 320;

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 110},
];

type Size = '100%' | '50%';

export default function LayoutPercentage() {
  const [size, setSize] = React.useState<Size>('100%');
  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={size}
        onChange={(_event, value: Size | null) => value && setSize(value)}
        sx={{mb: 1}}
        aria-label="Grid size"
      >
        <ToggleButton value="100%">100% × 100%</ToggleButton>
        <ToggleButton value="50%">50% × 50%</ToggleButton>
      </ToggleButtonGroup>
      {/* The panel has a height of its own, so percentages inside it resolve. */}
      <Box sx={{height: PANEL_HEIGHT_PX, border: 1, borderColor: 'divider', borderStyle: 'dashed', p: 0.5}}>
        <Box sx={{width: size, height: size}}>
          <DataGrid rows={rows} columns={columns} hideFooter density="compact" />
        </Box>
      </Box>
    </Box>
  );
}
