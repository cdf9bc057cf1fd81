import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Lesson {
  id: number;
  coach: string;
  time: string;
  topic: string;
}

const rows: Lesson[] = [
  {id: 1, coach: 'Ada', time: '09:00', topic: 'Fix a flat'},
  {id: 2, coach: 'Ada', time: '10:00', topic: 'Brake pads'},
  {id: 3, coach: 'Ada', time: '11:00', topic: 'Chain care'},
  {id: 4, coach: 'Bruno', time: '09:00', topic: 'Gear indexing'},
  {id: 5, coach: 'Bruno', time: '10:00', topic: 'Bike fitting'},
  {id: 6, coach: 'Chen', time: '09:00', topic: 'Wheel truing'},
  {id: 7, coach: 'Chen', time: '10:00', topic: 'Tubeless setup'},
  {id: 8, coach: 'Chen', time: '11:00', topic: 'Headset service'},
];

const columns: GridColDef<Lesson>[] = [
  {field: 'coach', headerName: 'Coach', width: 140},
  {field: 'time', headerName: 'Time', width: 90, rowSpanValueGetter: () => null},
  {field: 'topic', headerName: 'Topic', flex: 1, minWidth: 160, rowSpanValueGetter: () => null},
];

export default function RowSpanningCustomCells() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        hideFooter
        sx={{
          // A spanned cell carries aria-rowspan above 1: tint it and set its text in bold.
          '& .MuiDataGrid-cell[aria-rowspan]:not([aria-rowspan="1"])': {
            fontWeight: 600,
            bgcolor: 'rgba(25, 118, 210, 0.06)',
          },
        }}
      />
    </Box>
  );
}
