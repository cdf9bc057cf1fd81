import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(10);

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'Fixed 70', width: 70, resizable: false},
  {field: 'firstName', headerName: 'width 140, min 100', width: 140, minWidth: 100},
  {field: 'role', headerName: 'flex 2', flex: 2, minWidth: 150},
  {field: 'city', headerName: 'flex 1, max 160', flex: 1, maxWidth: 160},
];

export default function ColumnDimensionsFlex() {
  const [lastResize, setLastResize] = React.useState('Drag a column separator');
  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 320}}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onColumnWidthChange={(params) => setLastResize(`${params.colDef.field}: ${Math.round(params.width)} px`)}
        />
      </Box>
      <Box component="p" sx={{m: 0, mt: 1, fontSize: 14}} aria-live="polite">
        {lastResize}
      </Box>
    </Box>
  );
}
