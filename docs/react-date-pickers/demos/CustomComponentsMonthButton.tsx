import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {MonthCalendar} from '@mui/x-date-pickers/MonthCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// The owner state tells each month button whether it is selected or disabled.
export default function CustomComponentsMonthButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar
        defaultValue={dayjs(REFERENCE_DAY)}
        monthsPerRow={4}
        minDate={dayjs('2025-02-01')}
        shouldDisableMonth={(month) => month.month() === 7}
        slotProps={{
          monthButton: ({isMonthSelected, isMonthDisabled}) => ({
            sx: {
              borderRadius: 1,
              border: 1,
              borderColor: isMonthSelected ? 'primary.main' : 'divider',
              textDecoration: isMonthDisabled ? 'line-through' : 'none',
            },
          }),
        }}
        sx={{width: 340}}
      />
    </LocalizationProvider>
  );
}
