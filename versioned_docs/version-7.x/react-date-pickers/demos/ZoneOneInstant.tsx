import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';
import {DEMO_TIMEZONES, REFERENCE_INSTANT} from '@site/src/demo-data/pickers-feature-dates';

dayjs.extend(utc);
dayjs.extend(timezone);

// One instant, one field per zone: the timezone prop decides the wall-clock time each one shows.
export default function ZoneOneInstant() {
  const instant = dayjs.utc(REFERENCE_INSTANT);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" useFlexGap sx={{flexWrap: 'wrap', gap: 2}}>
        {DEMO_TIMEZONES.map((zone) => (
          <DateTimeField key={zone} label={zone} value={instant} timezone={zone} ampm={false} readOnly sx={{width: 200}} />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
