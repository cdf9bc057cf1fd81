import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef, type GridDensity} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function AccessibilityDensity() {
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Row density"
        sx={{mb: 1}}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 340}}>
        {/* The toolbar's density menu and the buttons above stay in sync through onDensityChange. */}
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          showToolbar
          hideFooter
          aria-label="Staff directory"
        />
      </Box>
    </Box>
  );
}
