import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DesktopTimePicker} from '@mui/x-date-pickers/DesktopTimePicker';
import {
  renderDigitalClockTimeView,
  renderMultiSectionDigitalClockTimeView,
  renderTimeViewClock,
} from '@mui/x-date-pickers/timeViewRenderers';

const TEN_PAST = dayjs('2025-03-14T10:10');

export default function TimePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        {/* Analog clock faces, one view after the other, in the desktop popover. */}
        <DesktopTimePicker
          label="Clock"
          defaultValue={TEN_PAST}
          viewRenderers={{hours: renderTimeViewClock, minutes: renderTimeViewClock, seconds: renderTimeViewClock}}
        />
        {/* One scrolling list of times, every 30 minutes by default. */}
        <DesktopTimePicker
          label="Single list"
          defaultValue={TEN_PAST}
          views={['hours']}
          timeSteps={{minutes: 30}}
          viewRenderers={{hours: renderDigitalClockTimeView}}
        />
        {/* One column per section (the desktop default). */}
        <DesktopTimePicker
          label="Columns"
          defaultValue={TEN_PAST}
          viewRenderers={{
            hours: renderMultiSectionDigitalClockTimeView,
            minutes: renderMultiSectionDigitalClockTimeView,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
