import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

// The value is a full date: picking a time keeps the day the value already had.
export default function TimeOnlyBasic() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs(REFERENCE_DATE_TIME));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 320}}>
        <TimePicker label="Standup" value={alarm} onChange={setAlarm} />
        <Typography variant="body2">{alarm?.isValid() ? alarm.format('YYYY-MM-DD HH:mm') : 'No time'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
