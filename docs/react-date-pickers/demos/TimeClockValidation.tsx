import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimeClock} from '@mui/x-date-pickers/TimeClock';

export default function TimeClockValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Only 09:00 to 17:00 on the hour face, and only every 10 minutes on the minute face. */}
      <TimeClock
        defaultValue={dayjs('2025-03-14T11:20')}
        minTime={dayjs('2025-03-14T09:00')}
        maxTime={dayjs('2025-03-14T17:00')}
        minutesStep={10}
        ampm={false}
        showViewSwitcher
      />
    </LocalizationProvider>
  );
}
