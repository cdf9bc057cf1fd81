import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import AlarmIcon from '@mui/icons-material/Alarm';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

export default function OpeningButtonIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Edit calendar icon" defaultValue={dayjs(REFERENCE_DATE_TIME)} slots={{openPickerIcon: EditCalendarIcon}} />
        <TimePicker label="Alarm icon" defaultValue={dayjs(REFERENCE_DATE_TIME)} slots={{openPickerIcon: AlarmIcon}} />
      </Stack>
    </LocalizationProvider>
  );
}
