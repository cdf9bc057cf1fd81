import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {TimeRangePicker} from '@mui/x-date-pickers-pro/TimeRangePicker';

function duration([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) return 'incomplete';
  const minutes = end.diff(start, 'minute');
  return minutes < 0 ? 'ends before it starts' : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export default function TimeRangePickerControlledValue() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([dayjs('2025-03-14T08:30'), dayjs('2025-03-14T16:45')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <TimeRangePicker label="Uncontrolled" defaultValue={[dayjs('2025-03-14T08:30'), dayjs('2025-03-14T16:45')]} />
        <TimeRangePicker label="Controlled" value={shift} onChange={setShift} />
      </Stack>
      <Typography variant="body2" sx={{mt: 2}} data-testid="time-range-value">
        Shift length: {duration(shift)}
      </Typography>
    </LocalizationProvider>
  );
}
