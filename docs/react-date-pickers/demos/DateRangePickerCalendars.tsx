import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';

export default function DateRangePickerCalendars() {
  const [calendars, setCalendars] = React.useState<1 | 2 | 3>(3);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Months shown in the popover"
          value={calendars}
          onChange={(_, next: 1 | 2 | 3 | null) => next && setCalendars(next)}
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        {/* Open the picker: the quarter is shown at once, with the selection's month in the middle. */}
        <DateRangePicker
          label="Quarter planning"
          calendars={calendars}
          currentMonthCalendarPosition={calendars === 3 ? 2 : 1}
          defaultValue={[dayjs('2025-05-12'), dayjs('2025-05-23')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
