import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';

const show = (day: Dayjs | null) => (day === null ? 'null' : day.isValid() ? day.format('YYYY-MM-DD') : 'Invalid Date');

export default function DateRangePickerControlledValue() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2025-03-14'), dayjs('2025-03-18')]);
  const nights = stay[0]?.isValid() && stay[1]?.isValid() ? stay[1].diff(stay[0], 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker label="Uncontrolled" defaultValue={[dayjs('2025-03-14'), dayjs('2025-03-18')]} />
        <DateRangePicker label="Controlled" value={stay} onChange={setStay} />
      </Stack>
      <Typography variant="body2" sx={{mt: 2}} data-testid="range-value">
        [{show(stay[0])}, {show(stay[1])}]{nights !== null ? ` · ${nights} nights` : ''}
      </Typography>
    </LocalizationProvider>
  );
}
