import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import {renderDigitalClockTimeView, renderTimeViewClock} from '@mui/x-date-pickers/timeViewRenderers';

const KICK_OFF = dayjs('2025-03-14T20:00');

export default function DateTimePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        {/* The clock face replaces the time columns, one view after the other. */}
        <DateTimePicker
          label="Clock face"
          defaultValue={KICK_OFF}
          viewRenderers={{hours: renderTimeViewClock, minutes: renderTimeViewClock, seconds: renderTimeViewClock}}
        />
        {/* One list of times every 15 minutes beside the calendar. */}
        <DateTimePicker
          label="Single list of times"
          defaultValue={KICK_OFF}
          timeSteps={{minutes: 15}}
          viewRenderers={{hours: renderDigitalClockTimeView}}
          thresholdToRenderTimeInASingleColumn={96}
        />
      </Stack>
    </LocalizationProvider>
  );
}
