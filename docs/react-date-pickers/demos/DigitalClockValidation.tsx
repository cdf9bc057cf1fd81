import dayjs, {type Dayjs} from 'dayjs';
import type {TimeView} from '@mui/x-date-pickers/models';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {MultiSectionDigitalClock} from '@mui/x-date-pickers/MultiSectionDigitalClock';

// Deliveries leave at :00, :20 or :40, never between 13:00 and 14:00.
function isUnavailable(value: Dayjs, view: TimeView) {
  if (view === 'hours') return value.hour() === 13;
  if (view === 'minutes') return value.minute() % 20 !== 0;
  return false;
}

export default function DigitalClockValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiSectionDigitalClock
        defaultValue={dayjs('2025-03-14T11:20')}
        minTime={dayjs('2025-03-14T08:00')}
        maxTime={dayjs('2025-03-14T19:00')}
        shouldDisableTime={isUnavailable}
        ampm={false}
      />
    </LocalizationProvider>
  );
}
