import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

export default function DateAndTimeBasic() {
  const [boarding, setBoarding] = React.useState<Dayjs | null>(dayjs(REFERENCE_DATE_TIME));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 360}}>
        <DateTimePicker label="Boarding" value={boarding} onChange={setBoarding} />
        <Typography variant="body2">{boarding?.isValid() ? `ISO: ${boarding.format('YYYY-MM-DDTHH:mm')}` : 'No valid moment'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
