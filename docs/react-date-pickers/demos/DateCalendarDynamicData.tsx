import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Badge from '@mui/material/Badge';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {DayCalendarSkeleton} from '@mui/x-date-pickers/DayCalendarSkeleton';
import {PickersDay, type PickersDayProps} from '@mui/x-date-pickers/PickersDay';
import {fetchEventDays} from '@site/src/demo-data/pickers-events';

const FIRST_MONTH = dayjs('2025-03-14');

/** Days of the visible month that have events, for the day cells below. */
const EventDaysContext = React.createContext<number[]>([]);

function EventDay(props: PickersDayProps) {
  const eventDays = React.useContext(EventDaysContext);
  const hasEvent = !props.outsideCurrentMonth && eventDays.includes(props.day.date());
  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!hasEvent}>
      <PickersDay {...props} aria-label={hasEvent ? `${props.day.format('D MMMM')}, has events` : undefined} />
    </Badge>
  );
}

export default function DateCalendarDynamicData() {
  const [loading, setLoading] = React.useState(true);
  const [eventDays, setEventDays] = React.useState<number[]>([]);
  const request = React.useRef<AbortController | null>(null);

  const load = React.useCallback((month: Dayjs) => {
    request.current?.abort(); // the reader moved on: forget the previous month
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    fetchEventDays(month.year(), month.month(), controller.signal)
      .then((days) => {
        setEventDays(days);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') throw error;
      });
  }, []);

  React.useEffect(() => {
    load(FIRST_MONTH);
    return () => request.current?.abort();
  }, [load]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <EventDaysContext.Provider value={eventDays}>
        <DateCalendar
          referenceDate={FIRST_MONTH}
          loading={loading}
          onMonthChange={load}
          renderLoading={() => <DayCalendarSkeleton />}
          slots={{day: EventDay}}
        />
      </EventDaysContext.Provider>
    </LocalizationProvider>
  );
}
