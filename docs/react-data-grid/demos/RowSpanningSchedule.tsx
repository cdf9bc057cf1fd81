import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Session {
  id: number;
  day: string;
  time: string;
  workshop: string;
  mechanic: string;
}

// Consecutive rows repeat the same day and mechanic: row spanning merges those cells.
const rows: Session[] = [
  {id: 1, day: 'Monday', time: '09:00', workshop: 'Fix a flat', mechanic: 'Ada'},
  {id: 2, day: 'Monday', time: '11:00', workshop: 'Brake tuning', mechanic: 'Ada'},
  {id: 3, day: 'Monday', time: '14:00', workshop: 'Gear indexing', mechanic: 'Bruno'},
  {id: 4, day: 'Tuesday', time: '09:00', workshop: 'Wheel truing', mechanic: 'Chen'},
  {id: 5, day: 'Tuesday', time: '11:00', workshop: 'Wheel truing', mechanic: 'Chen'},
  {id: 6, day: 'Tuesday', time: '14:00', workshop: 'Chain care', mechanic: 'Chen'},
  {id: 7, day: 'Wednesday', time: '09:00', workshop: 'Bike fitting', mechanic: 'Dalia'},
  {id: 8, day: 'Wednesday', time: '11:00', workshop: 'Fix a flat', mechanic: 'Emeka'},
];

const columns: GridColDef<Session>[] = [
  {field: 'day', headerName: 'Day', width: 120},
  {field: 'time', headerName: 'Time', width: 90},
  {field: 'workshop', headerName: 'Workshop', flex: 1, minWidth: 140},
  {field: 'mechanic', headerName: 'Mechanic', width: 120},
];

export default function RowSpanningSchedule() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        disableRowSelectionOnClick
        hideFooter
        showCellVerticalBorder
        showColumnVerticalBorder
      />
    </Box>
  );
}
