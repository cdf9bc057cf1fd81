import * as React from 'react';
import dayjs from 'dayjs';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDateTimePicker} from '@mui/x-date-pickers/StaticDateTimePicker';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

// Tabs are hidden on desktop layouts by default; `hidden: false` shows them, with our icons.
export default function CustomComponentsTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs(REFERENCE_DATE_TIME)}
        slotProps={{tabs: {hidden: false, dateIcon: <EventIcon />, timeIcon: <ScheduleIcon />}, actionBar: {actions: []}}}
      />
    </LocalizationProvider>
  );
}
