import dayjs, {type Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar} from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {DateRangePickerDay, dateRangePickerDayClasses, type DateRangePickerDayProps} from '@mui/x-date-pickers-pro/DateRangePickerDay';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

/** Weekends inside the range are written in a warmer colour, so a trip's weekends stand out. */
function TripDay(props: DateRangePickerDayProps) {
  const {day, isHighlighting, outsideCurrentMonth, selected} = props;
  const weekendInRange = isHighlighting && !outsideCurrentMonth && !selected && isWeekend(day);
  return (
    <DateRangePickerDay
      {...props}
      sx={weekendInRange ? {[`& .${dateRangePickerDayClasses.day}`]: {color: 'warning.main', fontWeight: 700}} : undefined}
    />
  );
}

export default function DateRangeCalendarCustomDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar calendars={1} defaultValue={[dayjs('2025-03-06'), dayjs('2025-03-19')]} slots={{day: TripDay}} />
    </LocalizationProvider>
  );
}
