import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

// One Dayjs value feeds both pickers: the date picker changes the day, the time picker the hour.
export default function OverviewDeliverySlot() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs(REFERENCE_DATE_TIME));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
          <DatePicker label="Delivery day" value={slot} onChange={setSlot} />
          <TimePicker label="Arrival time" value={slot} onChange={setSlot} />
        </Stack>
        <Typography variant="body2">
          {slot?.isValid() ? `The courier arrives on ${slot.format('dddd D MMMM YYYY [at] HH:mm')}.` : 'No valid slot yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
