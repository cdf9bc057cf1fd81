import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowHeightParams} from '@mui/x-data-grid';

interface TimetableRow {
  id: number;
  time: string;
  title: string;
  kind: 'session' | 'break' | 'keynote';
}

const rows: TimetableRow[] = [
  {id: 1, time: '09:00', title: 'Opening keynote: cities built for bikes', kind: 'keynote'},
  {id: 2, time: '10:00', title: 'Wheel building for beginners', kind: 'session'},
  {id: 3, time: '10:45', title: 'Coffee', kind: 'break'},
  {id: 4, time: '11:00', title: 'Cargo bikes in last-mile delivery', kind: 'session'},
  {id: 5, time: '11:45', title: 'Repair cafés that last', kind: 'session'},
  {id: 6, time: '12:30', title: 'Lunch', kind: 'break'},
  {id: 7, time: '13:30', title: 'Closing keynote: the next ten years', kind: 'keynote'},
];

// Pixels for a standard density; multiplied by densityFactor so compact and comfortable follow.
const HEIGHTS: Record<TimetableRow['kind'], number> = {keynote: 72, session: 52, break: 32};

const getRowHeight = ({model, densityFactor}: GridRowHeightParams) => HEIGHTS[(model as TimetableRow).kind] * densityFactor;

const columns: GridColDef<TimetableRow>[] = [
  {field: 'time', headerName: 'Time', width: 90},
  {
    field: 'title',
    headerName: 'Programme',
    flex: 1,
    minWidth: 200,
    renderCell: ({row}) => (
      <Typography
        variant={row.kind === 'keynote' ? 'subtitle1' : 'body2'}
        color={row.kind === 'break' ? 'text.secondary' : 'text.primary'}
        sx={{lineHeight: 'inherit'}}
      >
        {row.title}
      </Typography>
    ),
  },
];

export default function RowHeightVariable() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} showToolbar hideFooter />
    </Box>
  );
}
