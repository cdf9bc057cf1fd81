import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, GridFooterContainer, type GridColDef, type GridSlotProps} from '@mui/x-data-grid';

// Module augmentation: the footer slot now accepts a `lastSync` prop, type-checked in slotProps.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    lastSync?: string;
  }
}

function SyncFooter({lastSync, ...other}: GridSlotProps['footer']) {
  return (
    <GridFooterContainer {...other} sx={{px: 2}}>
      <Typography variant="caption">Synchronised {lastSync}</Typography>
    </GridFooterContainer>
  );
}

const columns: GridColDef[] = [
  {field: 'city', headerName: 'City', flex: 1},
  {field: 'temp', headerName: 'Temperature (°C)', type: 'number', width: 160},
];

const rows = [
  {id: 1, city: 'Lisbon', temp: 21},
  {id: 2, city: 'Oslo', temp: 9},
  {id: 3, city: 'Seoul', temp: 17},
];

export default function CustomComponentsGridFooterProps() {
  return (
    <Box sx={{height: 260}}>
      <DataGrid rows={rows} columns={columns} density="compact" slots={{footer: SyncFooter}} slotProps={{footer: {lastSync: 'at 09:30'}}} />
    </Box>
  );
}
