import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface RepairTicket {
  id: number;
  bike: string;
  job: string;
  hours: number;
}

// Each row is a plain object; `id` is what the grid keys selection, editing and updates by.
const rows: RepairTicket[] = [
  {id: 101, bike: 'Gravel, 54 cm', job: 'Replace chain and cassette', hours: 1.5},
  {id: 102, bike: 'City, 50 cm', job: 'True rear wheel', hours: 0.5},
  {id: 103, bike: 'Cargo, one size', job: 'Bleed hydraulic brakes', hours: 1},
  {id: 104, bike: 'Road, 56 cm', job: 'Fit new handlebar tape', hours: 0.5},
  {id: 105, bike: 'Trail, M', job: 'Service suspension fork', hours: 2},
];

const columns: GridColDef<RepairTicket>[] = [
  {field: 'id', headerName: 'Ticket', width: 90},
  {field: 'bike', headerName: 'Bike', width: 150},
  {field: 'job', headerName: 'Job', flex: 1, minWidth: 200},
  {field: 'hours', headerName: 'Hours', type: 'number', width: 100},
];

export default function RowsWithIds() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} checkboxSelection hideFooter />
    </Box>
  );
}
