import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import type {StaffRow} from '@site/src/demo-data/staff-directory';

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 110},
];

type Height = 'default' | '200px';

export default function LayoutOverlayHeight() {
  const [height, setHeight] = React.useState<Height>('200px');
  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={height}
        onChange={(_event, value: Height | null) => value && setHeight(value)}
        sx={{mb: 1}}
        aria-label="Overlay height"
      >
        <ToggleButton value="default">default (two rows)</ToggleButton>
        <ToggleButton value="200px">--DataGrid-overlayHeight: 200px</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 300}}>
        {/* A flex parent and no rows: the grid makes room for its "No rows" overlay. */}
        <Box sx={{display: 'flex', flexDirection: 'column'}}>
          <DataGrid rows={[]} columns={columns} hideFooter sx={height === '200px' ? {'--DataGrid-overlayHeight': '200px'} : undefined} />
        </Box>
      </Box>
    </Box>
  );
}
