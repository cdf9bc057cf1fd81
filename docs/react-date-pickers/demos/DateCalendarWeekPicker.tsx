import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {PickersDay, type PickersDayProps} from '@mui/x-date-pickers/PickersDay';

/** The selected day and the day under the pointer, shared with every day cell. */
const WeekContext = React.createContext<{selected: Dayjs | null; hovered: Dayjs | null}>({
  selected: null,
  hovered: null,
});

const sameWeek = (a: Dayjs | null, b: Dayjs) => a !== null && a.isSame(b, 'week');

/** A day cell that paints its whole week as one band when the week is selected or hovered. */
function WeekDay(props: PickersDayProps) {
  const {day, ...other} = props;
  const {selected, hovered} = React.useContext(WeekContext);
  const inSelected = sameWeek(selected, day);
  const inHovered = !inSelected && sameWeek(hovered, day);
  const isFirst = day.day() === 0;
  const isLast = day.day() === 6;

  return (
    <PickersDay
      {...other}
      day={day}
      disableMargin
      selected={false}
      sx={[
        {px: 2.5},
        (inSelected || inHovered) && {
          borderRadius: 0,
          bgcolor: inSelected ? 'primary.main' : 'action.hover',
          color: inSelected ? 'primary.contrastText' : undefined,
          '&:hover, &:focus': {bgcolor: inSelected ? 'primary.dark' : 'action.selected'},
        },
        (inSelected || inHovered) && isFirst && {borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%'},
        (inSelected || inHovered) && isLast && {borderTopRightRadius: '50%', borderBottomRightRadius: '50%'},
      ]}
    />
  );
}

export default function DateCalendarWeekPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-12'));
  const [hovered, setHovered] = React.useState<Dayjs | null>(null);
  const context = React.useMemo(() => ({selected: value, hovered}), [value, hovered]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2}}>
        <WeekContext.Provider value={context}>
          <DateCalendar
            value={value}
            onChange={setValue}
            showDaysOutsideCurrentMonth
            displayWeekNumber
            slots={{day: WeekDay}}
            slotProps={{
              day: ({day}) => ({onPointerEnter: () => setHovered(day), onPointerLeave: () => setHovered(null)}),
            }}
          />
        </WeekContext.Provider>
        <Typography variant="body2" sx={{mt: 2}} data-testid="week-value">
          {value ? `Week of ${value.startOf('week').format('MMM D')} to ${value.endOf('week').format('MMM D, YYYY')}` : 'No week selected'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
