import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';
import {renderTimeViewClock} from '@mui/x-date-pickers/timeViewRenderers';

// viewRenderers swaps the desktop columns for a clock face. With 96 options (24 h x 4) at or under
// thresholdToRenderTimeInASingleColumn (default 24), the columns become one list.
export default function TimeOnlyClockFace() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker
          label="Clock face"
          viewRenderers={{hours: renderTimeViewClock, minutes: renderTimeViewClock, seconds: renderTimeViewClock}}
        />
        <TimePicker label="One list, every 15 min" timeSteps={{minutes: 15}} thresholdToRenderTimeInASingleColumn={96} />
      </Stack>
    </LocalizationProvider>
  );
}
