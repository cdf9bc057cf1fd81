import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker} from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import {renderDigitalClockTimeView} from '@mui/x-date-pickers/timeViewRenderers';

export default function DateTimeRangePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* One list of times every 15 minutes next to the calendar, instead of one column per section. */}
      <DateTimeRangePicker
        label="Workshop"
        sx={{width: '100%', maxWidth: 520}}
        defaultValue={[dayjs('2025-03-14T09:30'), dayjs('2025-03-14T12:00')]}
        timeSteps={{minutes: 15}}
        thresholdToRenderTimeInASingleColumn={96}
        viewRenderers={{hours: renderDigitalClockTimeView}}
      />
    </LocalizationProvider>
  );
}
