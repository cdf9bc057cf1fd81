import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import {renderTimeViewClock} from '@mui/x-date-pickers/timeViewRenderers';

// On desktop the time views sit beside the calendar; clock renderers draw them as a clock face.
export default function DateAndTimeClockFace() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Pickup (clock face)"
        viewRenderers={{hours: renderTimeViewClock, minutes: renderTimeViewClock, seconds: renderTimeViewClock}}
      />
    </LocalizationProvider>
  );
}
