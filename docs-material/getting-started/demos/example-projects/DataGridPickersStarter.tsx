import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {BOOKINGS, BOOKINGS_FROM, type Booking} from '@site/src/demo-data/getting-started';

const columns: GridColDef<Booking>[] = [
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'workshop', headerName: 'Workshop', flex: 1, minWidth: 140},
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    valueGetter: (value: string) => dayjs(value).toDate(),
  },
  {field: 'seats', headerName: 'Seats', type: 'number', width: 90},
];

export default function DataGridPickersStarter() {
  const [from, setFrom] = React.useState<Dayjs | null>(dayjs(BOOKINGS_FROM));
  // No date chosen: every booking shows.
  const rows = React.useMemo(() => (from ? BOOKINGS.filter((b) => !dayjs(b.date).isBefore(from, 'day')) : BOOKINGS), [from]);
  const seats = rows.reduce((sum, b) => sum + b.seats, 0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
          <DatePicker label="Bookings from" value={from} onChange={setFrom} slotProps={{field: {clearable: true}}} />
          <Typography>
            {rows.length} bookings, {seats} seats
          </Typography>
        </Stack>
        <Box sx={{height: 370}}>
          <DataGrid rows={rows} columns={columns} hideFooter density="compact" />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
